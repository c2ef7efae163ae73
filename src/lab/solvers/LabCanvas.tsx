import { useEffect, useRef, useState, type ReactNode } from 'react';
import { drawBlocks, drawScene, type Context2D } from '../../render/draw';
import { fitView, type View } from '../../render/scene';
import { THEME } from '../../render/theme';
import type { Playback } from './playback';
import type { Replay } from './replay';
import { fitCanvas } from '../../render/fitCanvas';
import { sampleScene } from '../../render/sampledScene';
import { largestVisible, tooCrowded } from './crowded';

function contextOf(canvas: HTMLCanvasElement): Context2D | null {
  try {
    return canvas.getContext('2d');
  } catch {
    return null; // no canvas support (tests in jsdom): nothing to draw on
  }
}

/** What to say instead of drawing a maze too big to see: the largest maze that would fit. */
export type CrowdedNote = (fits: { width: number; height: number }) => ReactNode;

/**
 * A replay on a canvas, drawn by the same draw function as the game. It follows the playback
 * by subscription, outside React: each frame moves the replay to the playback's step (with or
 * without a canvas to draw on, so stats read from the replay follow too) and repaints only the
 * blocks the new steps changed; a big jump or a resize redraws the whole scene.
 *
 * A maze whose blocks would be under MIN_BLOCK_CSS_PX is not drawn as noise: `crowded` says
 * so instead, over a blank canvas.
 */
export function LabCanvas({ replay, playback, label, crowded }: { replay: Replay | null; playback: Playback; label: string; crowded?: CrowdedNote }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [fits, setFits] = useState<{ width: number; height: number } | null>(null);
  // Whether to judge crowding, kept out of the drawing effect's dependencies: a new note
  // function each render must not restart the subscription.
  const judgeCrowding = useRef(crowded !== undefined);
  useEffect(() => {
    judgeCrowding.current = crowded !== undefined;
  }, [crowded]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas ? contextOf(canvas) : null;
    if (!canvas) return;
    let view: View | null = null;
    let pending: number | null = null;

    const draw = () => {
      pending = null;
      view = null;
      if (!ctx) return;
      const { width, height } = fitCanvas(canvas);
      ctx.clearRect(0, 0, width, height);
      if (!replay) return setFits(null);
      replay.seek(playback.cursor);
      if (judgeCrowding.current && tooCrowded(replay.scene.grid, canvas.clientWidth, canvas.clientHeight)) return setFits(largestVisible(canvas.clientWidth, canvas.clientHeight));
      setFits(null);
      view = fitView(replay.scene.grid, width, height);
      const shown = sampleScene(replay.scene, view);
      drawScene(ctx, shown.scene, THEME, shown.view);
    };

    // Full redraws wait for the next frame, so the several a new replay asks for (mount, load,
    // a jump to its end) cost one.
    const redraw = () => {
      if (ctx) pending ??= requestAnimationFrame(draw);
    };

    const frame = () => {
      if (!replay) return;
      const changed = replay.seek(playback.cursor);
      if (!view || pending !== null) return;
      if (changed === null) redraw();
      else if (changed.length > 0 && ctx) drawBlocks(ctx, replay.scene, THEME, view, changed);
    };

    const observer = ctx ? new ResizeObserver(redraw) : null;
    observer?.observe(canvas);
    const unsubscribe = playback.subscribe(frame);
    frame();
    redraw();
    return () => {
      if (pending !== null) cancelAnimationFrame(pending);
      observer?.disconnect();
      unsubscribe();
    };
  }, [replay, playback]);

  return (
    <>
      <canvas ref={canvasRef} className="lab-canvas" role="img" aria-label={label} />
      {fits && crowded && (
        <div className="lab-crowded" role="note">
          {crowded(fits)}
        </div>
      )}
    </>
  );
}
