import { useEffect, useRef } from 'react';
import { drawBlocks, drawScene, type Context2D } from '../../render/draw';
import { fitView, type View } from '../../render/scene';
import { THEME } from '../../render/theme';
import type { Playback } from './playback';
import type { Replay } from './replay';
import { fitCanvas } from '../../render/fitCanvas';
import { sampleScene } from '../../render/sampledScene';

function contextOf(canvas: HTMLCanvasElement): Context2D | null {
  try {
    return canvas.getContext('2d');
  } catch {
    return null; // no canvas support (tests in jsdom): nothing to draw on
  }
}

/**
 * A replay on a canvas, drawn by the same draw function as the game. It follows the playback
 * by subscription, outside React: each frame repaints only the blocks the new steps changed,
 * a big jump or a resize redraws the whole scene (sampled to the canvas's pixels when its
 * blocks are smaller than one, so a huge maze redraws as fast as a small one).
 */
export function LabCanvas({ replay, playback, label }: { replay: Replay | null; playback: Playback; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas ? contextOf(canvas) : null;
    if (!canvas || !ctx) return;
    let view: View | null = null;
    let pending: number | null = null;

    const draw = () => {
      pending = null;
      const { width, height } = fitCanvas(canvas);
      ctx.clearRect(0, 0, width, height);
      view = null;
      if (!replay) return;
      replay.seek(playback.cursor);
      view = fitView(replay.scene.grid, width, height);
      const shown = sampleScene(replay.scene, view);
      drawScene(ctx, shown.scene, THEME, shown.view);
    };

    // Full redraws wait for the next frame, so the several a new replay asks for (mount, load,
    // a jump to its end) cost one.
    const redraw = () => {
      pending ??= requestAnimationFrame(draw);
    };

    const frame = () => {
      if (!replay || !view || pending !== null) return;
      const changed = replay.seek(playback.cursor);
      if (changed === null) redraw();
      else if (changed.length > 0) drawBlocks(ctx, replay.scene, THEME, view, changed);
    };

    const observer = new ResizeObserver(redraw);
    observer.observe(canvas);
    const unsubscribe = playback.subscribe(frame);
    redraw();
    return () => {
      if (pending !== null) cancelAnimationFrame(pending);
      observer.disconnect();
      unsubscribe();
    };
  }, [replay, playback]);

  return <canvas ref={canvasRef} className="lab-canvas" role="img" aria-label={label} />;
}
