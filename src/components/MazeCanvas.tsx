import { useEffect, useRef } from 'react';
import { gestureOf } from '../input/swipe';
import { drawBlocks, drawScene, type Context2D } from '../render/draw';
import { fitCanvas } from '../render/fitCanvas';
import { sampleMemo, sampleScene } from '../render/sampledScene';
import { fitView, focusView, inComfortZone, visibleRegion, type View } from '../render/scene';
import { THEME } from '../render/theme';
import { useGame } from '../store';
import { gameScene } from './gameScene';

/**
 * The maze on a canvas. It owns the element and its size; drawing is render/draw.ts's. It
 * follows the store by subscription, outside React rendering: a new maze or a solution
 * toggle redraws everything, a move repaints just the blocks it changed.
 */
export function MazeCanvas() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const label = useGame((s) =>
    s.maze ? `Maze of ${s.maze.width} by ${s.maze.height} cells${s.showSolution ? ', solution shown' : ''}${s.won ? ', solved' : ''}` : 'Maze, being made',
  );
  const toggleSolution = useGame((s) => s.toggleSolution);
  const move = useGame((s) => s.move);

  useEffect(() => {
    const canvas = canvasRef.current;
    // Without canvas support (jsdom in tests) there is nothing to draw on.
    const context: Context2D | null = canvas?.getContext('2d') ?? null;
    if (!canvas || !context) return;
    const ctx = context;
    let view: View | null = null;
    // The game's walls and solution never change in place: sampled once per maze and size.
    const memo = sampleMemo();

    const redraw = () => {
      const state = useGame.getState();
      // Hidden (another tab is shown): nothing to see; the resize on showing redraws.
      if (canvas.clientWidth === 0 || canvas.clientHeight === 0) return;
      const { width, height } = fitCanvas(canvas);
      ctx.clearRect(0, 0, width, height);
      const scene = gameScene(state, 'screen');
      if (!scene) return;
      if (state.zoom !== null) {
        // Zoomed in: the view follows the player, and only the blocks in sight are drawn.
        view = focusView(scene.grid, width, height, Math.max(1, Math.round(state.zoom * (window.devicePixelRatio || 1))), state.position);
        drawScene(ctx, scene, THEME, view, visibleRegion(scene.grid, view, width, height));
        return;
      }
      view = fitView(scene.grid, width, height);
      // Blocks under a pixel: draw one sample a pixel, at a cost that follows the canvas, not the maze.
      const shown = sampleScene(scene, view, memo);
      drawScene(ctx, shown.scene, THEME, shown.view);
    };

    // Full redraws wait for the next frame, so the several one change asks for (a new maze sets
    // the maze, then the walk) cost one; a move meanwhile is part of that redraw.
    let pending: number | null = null;
    const redrawSoon = () => {
      pending ??= requestAnimationFrame(() => {
        pending = null;
        redraw();
      });
    };

    const observer = new ResizeObserver(redraw);
    observer.observe(canvas);
    const unsubscribe = useGame.subscribe((state, previous) => {
      const changedLook = state.maze !== previous.maze || state.showSolution !== previous.showSolution || state.walk !== previous.walk || state.zoom !== previous.zoom;
      // Zoomed in, a player nearing the canvas edge brings the view along.
      const leaving = state.zoom !== null && state.maze !== null && view !== null && !inComfortZone(state.maze, view, canvas.width, canvas.height, state.position);
      if (changedLook || (state.walkVersion !== previous.walkVersion && leaving)) redrawSoon();
      else if (state.walkVersion !== previous.walkVersion && view && pending === null) {
        const scene = gameScene(state, 'screen');
        if (scene) drawBlocks(ctx, scene, THEME, view, state.lastChanged);
      }
    });
    redraw();
    return () => {
      if (pending !== null) cancelAnimationFrame(pending);
      observer.disconnect();
      unsubscribe();
    };
  }, []);

  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return (
    <canvas
      ref={canvasRef}
      className="maze-canvas"
      role="img"
      aria-label={label}
      onPointerDown={(event) => {
        start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
      }}
      onPointerUp={(event) => {
        const from = start.current;
        start.current = null;
        if (!from || from.id !== event.pointerId) return;
        const gesture = gestureOf(from.x, from.y, event.clientX, event.clientY);
        if (gesture === 'tap') toggleSolution();
        else move(gesture);
      }}
      onPointerCancel={() => {
        start.current = null;
      }}
    />
  );
}
