import { useEffect, useRef, useState, type ReactNode } from 'react';
import { drawBlocks, drawScene, type Context2D } from '../../render/draw';
import { fitView, type View } from '../../render/scene';
import { themeOf } from '../../components/screenTheme';
import { useStore } from '../../store';
import type { PlayHead } from './playback';
import { isCellScene, type Replay } from './replay';
import { fitCanvas } from '../../render/fitCanvas';
import { startCanvasLoop, type CanvasLoop } from '../../components/canvasLoop';
import { sampleScene } from '../../render/sampledScene';
import { cellShrink, largestVisible, tooCrowded } from './crowded';
import { drawCellMarkers, drawCellScene, drawCellsChanged, fitCellView, type CellScene, type CellView } from '../../render/cells';

function contextOf(canvas: HTMLCanvasElement): Context2D | null {
  try {
    return canvas.getContext('2d');
  } catch {
    return null; // no canvas support (tests in jsdom): nothing to draw on
  }
}

/**
 * Why a maze is too crowded to draw, and what would fit: for a block grid, the largest maze in
 * cells whose blocks stay visible; for a maze on cells, the factor to shrink its sides or rings by.
 */
export type Crowding = { readonly kind: 'blocks'; readonly width: number; readonly height: number } | { readonly kind: 'cells'; readonly shrink: number };

/** What to say instead of drawing a maze too big to see. */
export type CrowdedNote = (fits: Crowding) => ReactNode;

/** Room round a maze on cells, in CSS pixels, for the halos of markers on its border. */
const MARKER_ROOM_PX = 6;

/** More changed cells than this in one frame repaint the whole maze on cells: cheaper than cell by cell. */
const CELL_REPAINT_LIMIT = 400;

/**
 * A replay on a canvas, drawn by the same draw functions as the game: a block grid in the block
 * style (drawScene), a maze on cells in the line style (drawCellScene, its markers on a layer of
 * their own above). It follows the playback by subscription, outside React: each frame moves
 * the replay to the playback's step (with or without a canvas to draw on, so stats read from
 * the replay follow too) and repaints only the blocks or cells the new steps changed; a big
 * jump or a resize redraws the whole scene.
 *
 * A maze whose blocks would be under MIN_BLOCK_CSS_PX (cells under MIN_CELL_CSS_PX) is not
 * drawn as noise: `crowded` says so instead, over a blank canvas.
 */
export function LabCanvas({ replay, playback, label, crowded }: { replay: Replay | null; playback: PlayHead; label: string; crowded?: CrowdedNote }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const markersRef = useRef<HTMLCanvasElement>(null);
  const [fits, setFits] = useState<Crowding | null>(null);
  // A switch to dark (or back) redraws the replay in the other scheme's colours.
  const scheme = useStore((s) => s.scheme);
  // Whether to judge crowding, kept out of the drawing effect's dependencies: a new note
  // function each render must not restart the subscription.
  const judgeCrowding = useRef(crowded !== undefined);
  useEffect(() => {
    judgeCrowding.current = crowded !== undefined;
  }, [crowded]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas ? contextOf(canvas) : null;
    const layer = markersRef.current;
    const markers = layer ? contextOf(layer) : null;
    if (!canvas) return;
    // The lab's colours on screen, read where its canvas is: the lab may set its own (solvers.css).
    const theme = themeOf(canvas);
    let view: View | null = null;
    let cellView: CellView | null = null;
    // No loop without a context (jsdom): nothing to redraw, but the replay still follows the playback.
    let loop: CanvasLoop | null = null;

    const drawMarkers = (scene: CellScene) => {
      if (!layer || !markers || !cellView) return;
      markers.clearRect(0, 0, layer.width, layer.height);
      drawCellMarkers(markers, scene, theme, cellView, { pixelRatio: window.devicePixelRatio || 1 });
    };

    const drawCells = (scene: CellScene, width: number, height: number) => {
      if (!ctx) return;
      const { topology } = scene.maze;
      if (judgeCrowding.current) {
        const shrink = cellShrink(topology, canvas.clientWidth, canvas.clientHeight);
        if (shrink < 1) return setFits({ kind: 'cells', shrink });
      }
      setFits(null);
      cellView = fitCellView(topology, width, height, MARKER_ROOM_PX * (window.devicePixelRatio || 1));
      drawCellScene(ctx, scene, theme, cellView);
      drawMarkers(scene);
    };

    const draw = () => {
      view = null;
      cellView = null;
      if (!ctx) return;
      const { width, height } = fitCanvas(canvas);
      ctx.clearRect(0, 0, width, height);
      if (layer) {
        fitCanvas(layer);
        markers?.clearRect(0, 0, layer.width, layer.height);
      }
      if (!replay) return setFits(null);
      replay.seek(playback.cursor);
      const scene = replay.scene;
      if (isCellScene(scene)) return drawCells(scene, width, height);
      if (judgeCrowding.current && tooCrowded(scene.grid, canvas.clientWidth, canvas.clientHeight)) return setFits({ kind: 'blocks', ...largestVisible(canvas.clientWidth, canvas.clientHeight) });
      setFits(null);
      view = fitView(scene.grid, width, height);
      const shown = sampleScene(scene, view);
      drawScene(ctx, shown.scene, theme, shown.view);
    };

    // Full redraws wait for the next frame, so the several a new replay asks for (mount, load,
    // a jump to its end) cost one.
    const redraw = () => loop?.redrawSoon();

    const frame = () => {
      if (!replay) return;
      const changed = replay.seek(playback.cursor);
      if ((!view && !cellView) || !loop || loop.pending || !ctx) return;
      if (changed === null) return redraw();
      if (changed.length === 0) return;
      const scene = replay.scene;
      if (!isCellScene(scene)) {
        if (view) drawBlocks(ctx, scene, theme, view, changed);
        return;
      }
      if (!cellView) return;
      const cells = [...new Set(changed)];
      if (cells.length > CELL_REPAINT_LIMIT) return redraw();
      drawCellsChanged(ctx, scene, theme, cellView, cells);
      drawMarkers(scene);
    };

    loop = ctx ? startCanvasLoop(canvas, draw) : null;
    const unsubscribe = playback.subscribe(frame);
    frame();
    redraw();
    return () => {
      loop?.stop();
      unsubscribe();
    };
  }, [replay, playback, scheme]);

  // The markers' layer exists for a maze on cells only: a block grid draws its markers with its blocks.
  const isCellMaze = replay !== null && isCellScene(replay.scene);
  return (
    <>
      <canvas ref={canvasRef} className="lab-canvas" role="img" aria-label={label} />
      {isCellMaze && <canvas ref={markersRef} className="lab-canvas lab-markers" aria-hidden="true" />}
      {fits && crowded && (
        <div className="lab-crowded" role="note">
          {crowded(fits)}
        </div>
      )}
    </>
  );
}
