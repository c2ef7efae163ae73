import { useEffect, useId, useRef } from 'react';
import { gestureOf } from '../input/swipe';
import { useGlide } from '../input/useGlide';
import type { Context2D } from '../render/draw';
import { useStore } from '../store';
import { drawGame, type GameDrawing } from './gameCanvas';
import { mazeLabel } from '../store/describe';
import { SPEECH } from '../i18n/speech';
import { useText } from '../store/useText';
import { registerMaze } from './mazeFocus';
import { TAP_SLOP_PX } from '../input/swipe';
import { boardOf } from '../game/board';

/**
 * The maze on two stacked canvases (see gameCanvas.ts for how they are drawn): this component
 * owns the elements and the pointer.
 */
export function MazeCanvas() {
  const mazeRef = useRef<HTMLCanvasElement>(null);
  const markersRef = useRef<HTMLCanvasElement>(null);
  const drawingRef = useRef<GameDrawing | null>(null);
  const label = useStore(mazeLabel);
  const speech = useText(SPEECH);
  const instructionsId = useId();

  useEffect(() => {
    const canvas = mazeRef.current;
    const overlay = markersRef.current;
    registerMaze(overlay);
    // Without canvas support (jsdom in tests) there is nothing to draw on.
    const context: Context2D | null = canvas?.getContext('2d') ?? null;
    const markerContext: Context2D | null = overlay?.getContext('2d') ?? null;
    if (!canvas || !overlay || !context || !markerContext) return () => registerMaze(null);
    const drawing = drawGame(canvas, overlay, context, markerContext);
    drawingRef.current = drawing;
    return () => {
      drawing.stop();
      drawingRef.current = null;
      registerMaze(null);
    };
  }, []);

  // A pointer on the maze, the same on every shape: a drag walks from place to neighbouring
  // place under it; a tap on a place next to the player steps there. Elsewhere a deliberate tap
  // asks for the solution (a run in progress is warned first) and a swipe walks (see input/swipe.ts).
  const track = useRef<{ x: number; y: number; id: number; farthest: number; walked: boolean } | null>(null);
  const glide = useGlide();
  const placeUnder = (event: { clientX: number; clientY: number }): number => {
    const canvas = markersRef.current;
    const drawing = drawingRef.current;
    if (!canvas || !drawing) return -1;
    const box = canvas.getBoundingClientRect();
    const ratio = window.devicePixelRatio || 1;
    return drawing.placeAt((event.clientX - box.left) * ratio, (event.clientY - box.top) * ratio);
  };
  /**
   * A pointer on the player's place or one next to it: a step there when an open way joins
   * them, the same on every shape. Whether the pointer was that near (so a tap there never
   * shows the solution: a near miss is not a request for the answer).
   */
  const stepOnto = (place: number): boolean => {
    const state = useStore.getState();
    const board = boardOf(state);
    if (!board || place < 0) return false;
    if (place === state.position) return true;
    if (!board.nextTo(state.position, place)) return false;
    state.moveTo(place);
    return true;
  };
  return (
    // An application region, so a screen reader hands the arrow keys to the game while the maze is focused.
    <div className="maze-stage" role="application" aria-label={speech.mazeRegion} aria-describedby={instructionsId}>
      <p id={instructionsId} className="visually-hidden">
        {speech.playInstructions}
      </p>
      <canvas ref={mazeRef} className="maze-canvas" aria-hidden="true" />
      <canvas
        ref={markersRef}
        className="maze-markers"
        role="img"
        aria-label={label}
        tabIndex={0}
        onPointerDown={(event) => {
          track.current = { x: event.clientX, y: event.clientY, id: event.pointerId, farthest: 0, walked: false };
        }}
        onPointerMove={(event) => {
          const from = track.current;
          if (!from || from.id !== event.pointerId) return;
          from.farthest = Math.max(from.farthest, Math.hypot(event.clientX - from.x, event.clientY - from.y));
          const before = useStore.getState().position;
          if (from.farthest >= TAP_SLOP_PX && stepOnto(placeUnder(event)) && useStore.getState().position !== before) from.walked = true;
        }}
        onPointerUp={(event) => {
          const from = track.current;
          track.current = null;
          if (!from || from.id !== event.pointerId || from.walked) return;
          const gesture = gestureOf({ x0: from.x, y0: from.y, x1: event.clientX, y1: event.clientY, farthest: from.farthest });
          const state = useStore.getState();
          if (gesture.kind === 'tap') {
            if (!stepOnto(placeUnder(event))) state.askForSolution();
          } else if (gesture.kind === 'step') state.move(gesture.direction);
          else if (gesture.kind === 'run') glide(gesture.direction);
        }}
        onPointerCancel={() => {
          track.current = null;
        }}
      />
    </div>
  );
}
