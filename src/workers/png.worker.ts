/// <reference lib="webworker" />
import { messageOf } from '../core/errors';
import { renderPngOffscreen } from '../render/png';
import type { Scene } from '../render/scene';
import type { Theme } from '../render/theme';

/**
 * Makes one PNG off the main thread, on an OffscreenCanvas, through the screen's draw function:
 * progress as it draws, then the encoded file as a Blob (handed over, not copied). A worker
 * serves one export; the page stops one by terminating it.
 */
const scope = self as unknown as Worker;
self.onmessage = async (event: MessageEvent<{ scene: Scene; theme: Theme }>) => {
  const { scene, theme } = event.data;
  try {
    const blob = await renderPngOffscreen(scene, theme, (progress) => scope.postMessage({ progress }));
    scope.postMessage({ blob });
  } catch (error) {
    scope.postMessage({ error: messageOf(error) });
  }
};
