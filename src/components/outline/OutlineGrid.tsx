import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { gridTopology, type GridShapeId, type Mask, type Topology } from '../../core';
import { cellAt, shapeBounds } from '../../core/shape/geometry';
import { beginStroke, continueStroke, type Stroke } from '../../game/outline/paintStroke';
import { fitCanvas } from '../../render/fitCanvas';
import { startCanvasLoop } from '../canvasLoop';
import { isCursorKey, movedCursor } from '../../game/outline/gridCursor';
import { drawCursor, drawOutline, outlineView, repaintCell, toUnits, type OutlineView } from './drawOutline';
import { OUTLINE } from '../../i18n/outline';
import { useText } from '../../store/useText';

interface Props {
  shape: GridShapeId;
  /** The outline being edited: a stroke paints its cells in place, then calls onPainted. */
  mask: Mask;
  /** Cells outside the largest piece, drawn as strays (redrawn when a stroke ends). */
  strays: Uint8Array;
  onPainted: () => void;
  /** What a click does: paint (a stroke, cells on or off) or fill (the gap region clicked). */
  tool: OutlineTool;
  /** Before a stroke changes any cell: the editor keeps the cells as they were (for undo, and to see what the stroke closed). */
  onStrokeStart: () => void;
  /** After a stroke's last cell (pointer up, or one cell from the keyboard). */
  onStrokeEnd: () => void;
  /** The fill tool's click, on a slot of the grid. */
  onFill: (slot: number) => void;
  label: string;
}

export type OutlineTool = 'paint' | 'fill';

/**
 * The grid to paint on. It is drawn whole when the outline, its strays or the canvas's size
 * change, and while a stroke goes on only the cells it touches are repainted, so a 200×200
 * grid stays smooth under a dragging finger. From the keyboard, the arrows move a marked cell
 * (drawn on a canvas of its own above the grid) and Space or Enter paints it. With the Fill
 * tool a click or Space hands the cell to onFill instead. Each stroke is bracketed by
 * onStrokeStart and onStrokeEnd, so the editor can keep the grid as it was (Undo) and see
 * whether the stroke closed a loop.
 */
export function OutlineGrid({ shape, mask, strays, onPainted, tool, onStrokeStart, onStrokeEnd, onFill, label }: Props) {
  const { keysHint } = useText(OUTLINE);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const overlayRef = useRef<HTMLCanvasElement>(null);
  // The keyboard's cell, shown while the grid has the keyboard's focus; -1 when not shown.
  const cursor = useRef(0);
  const cursorShown = useRef(false);
  const topology = useMemo(() => gridTopology(shape, mask.width, mask.height), [shape, mask.width, mask.height]);
  // What the pointer handlers read: kept current by the drawing effect.
  const drawn = useRef<{ view: OutlineView; context: CanvasRenderingContext2D } | null>(null);
  const stroke = useRef<Stroke | null>(null);
  // Strays change as a stroke goes on; recolouring them waits for its end, when they are drawn whole.
  const strayChangedMidStroke = useRef(false);

  // The drawing effect reads the newest outline through here, so a new outline needs no new ResizeObserver.
  const latest = useRef({ mask, strays });
  const redraw = useRef<() => void>(() => {});
  const showCursor = useRef<() => void>(() => {});
  useEffect(() => {
    cursor.current = Math.min(cursor.current, topology.cellCount - 1);
    showCursor.current = () => {
      const overlay = overlayRef.current;
      const context = overlay?.getContext('2d');
      if (!overlay || !context || !drawn.current) return;
      fitCanvas(overlay);
      drawCursor(context, topology, drawn.current.view, cursorShown.current ? cursor.current : -1);
    };
  }, [topology]);
  useLayoutEffect(() => {
    latest.current = { mask, strays };
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    let drawnSize = '';
    const draw = () => {
      const { width, height } = fitCanvas(canvas);
      drawnSize = `${width}×${height}`;
      const view = outlineView(topology, width, height);
      drawn.current = { view, context };
      drawOutline(context, topology, latest.current.mask, latest.current.strays, view);
      showCursor.current();
    };
    redraw.current = draw;
    // A resize redraws at once, and only when the canvas's pixels changed.
    const loop = startCanvasLoop(canvas, draw, {
      onResize: () => {
        if (`${Math.round(canvas.clientWidth * (window.devicePixelRatio || 1))}×${Math.round(canvas.clientHeight * (window.devicePixelRatio || 1))}` !== drawnSize) draw();
      },
    });
    return () => loop.stop();
  }, [topology]);

  useEffect(() => {
    if (stroke.current) strayChangedMidStroke.current = true;
    else redraw.current();
  }, [topology, mask, strays]);

  const pointAt = (event: React.PointerEvent<HTMLCanvasElement>, view: OutlineView) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const ratio = event.currentTarget.width / Math.max(1, rect.width);
    return toUnits(view, (event.clientX - rect.left) * ratio, (event.clientY - rect.top) * ratio);
  };

  const repaint = (slot: number) => {
    if (!drawn.current) return;
    repaintCell(drawn.current.context, topology, mask, strays, drawn.current.view, slot);
  };

  const endStroke = () => {
    if (!stroke.current) return;
    stroke.current = null;
    onPainted();
    onStrokeEnd();
    if (strayChangedMidStroke.current) {
      strayChangedMidStroke.current = false;
      redraw.current();
    }
  };

  const setCursorShown = (shown: boolean) => {
    cursorShown.current = shown;
    showCursor.current();
  };

  return (
    <div className="outline-grid-frame" style={{ aspectRatio: aspectOf(topology) }}>
      <canvas
        ref={canvasRef}
        className="outline-grid"
        // An application: a screen reader hands it the arrows and Space.
        role="application"
        tabIndex={0}
        aria-label={`${label}. ${keysHint}`}
        onKeyDown={(event) => {
          if (isCursorKey(event.key)) {
            event.preventDefault();
            cursor.current = movedCursor(cursor.current, event.key, topology.columns, topology.rows);
            setCursorShown(true);
          } else if ((event.key === ' ' || event.key === 'Enter') && drawn.current) {
            event.preventDefault();
            setCursorShown(true);
            if (tool === 'fill') return onFill(cursor.current);
            const centre = 2 * cursor.current;
            onStrokeStart();
            beginStroke(topology, mask.cells, topology.centres[centre]!, topology.centres[centre + 1]!, repaint);
            onPainted();
            onStrokeEnd();
          }
        }}
        onBlur={() => cursorShown.current && setCursorShown(false)}
        onPointerDown={(event) => {
          if (cursorShown.current) setCursorShown(false);
          if (event.button !== 0 || !drawn.current) return;
          const [x, y] = xy(pointAt(event, drawn.current.view));
          if (tool === 'fill') {
            const slot = cellAt(topology, x, y);
            if (slot >= 0) onFill(slot);
            return;
          }
          if (cellAt(topology, x, y) < 0) return;
          onStrokeStart();
          let changed = false;
          stroke.current = beginStroke(topology, mask.cells, x, y, (slot) => {
            changed = true;
            repaint(slot);
          });
          if (!stroke.current) return;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          if (changed) onPainted();
        }}
        onPointerMove={(event) => {
          if (!stroke.current || !drawn.current) return;
          let changed = false;
          continueStroke(stroke.current, topology, mask.cells, ...xy(pointAt(event, drawn.current.view)), (slot) => {
            changed = true;
            repaint(slot);
          });
          if (changed) onPainted();
        }}
        onPointerUp={endStroke}
        onPointerCancel={endStroke}
        onLostPointerCapture={endStroke}
      />
      <canvas ref={overlayRef} className="outline-grid outline-cursor" aria-hidden="true" />
    </div>
  );
}

function xy(point: { x: number; y: number }): [number, number] {
  return [point.x, point.y];
}

/** The frame takes the grid's proportions, so the grid fills its width (a frame held lower by the screen centres it). */
function aspectOf(topology: Topology): string {
  const bounds = shapeBounds(topology);
  return `${bounds.maxX - bounds.minX} / ${bounds.maxY - bounds.minY}`;
}
