import { useEffect, useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { colStep, DOWN, LEFT, RIGHT, rowStep, UP } from '../../core/fourNeighbours';
import { offscreen, type Context2D } from '../../render/draw';
import { fitView, type View } from '../../render/scene';
import { useStore, type StoreState } from '../../store';
import { blockAt, blocksBetween, drawEditor, EDITOR_THEME, editorBitmap, pathBitmap, repaintBitmap, type Bitmap, type EditorScene } from '../../render/editorDraw';
import { fitCanvas } from '../../render/fitCanvas';
import { startCanvasLoop } from '../../components/canvasLoop';
import { PATHS_TEXT } from '../../i18n/paths';
import { useText } from '../../store/useText';
import { defaultGridTextService, takeGridPicture } from '../../workers/gridTextClient';

/** From this many blocks the editor's picture is made in a worker (a 4001×4001 grid takes the page ~200 ms). */
const PICTURE_OFF_PAGE_BLOCKS = 1_000_000;

/** A worker-made picture as a canvas the editor can repaint blocks of (a paint stroke needs one). */
function paintable(picture: ImageBitmap): Bitmap | null {
  const canvas = offscreen(picture.width, picture.height);
  const context = canvas.getContext('2d') as Context2D | null;
  if (!context) return null;
  context.drawImage(picture, 0, 0);
  picture.close();
  return canvas;
}

/** What the editor shows while a big grid's picture is being made. */
function drawWaiting(ctx: Context2D, width: number, height: number): void {
  ctx.clearRect(0, 0, width, height);
  ctx.fillStyle = '#64748b';
  ctx.font = `${Math.round(Math.max(12, Math.min(width, height) / 24))}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(PATHS_TEXT[useStore.getState().language].drawing, width / 2, height / 2);
}

function isCanvas(bitmap: Bitmap | ImageBitmap): bitmap is Bitmap {
  return (typeof HTMLCanvasElement !== 'undefined' && bitmap instanceof HTMLCanvasElement) || (typeof OffscreenCanvas !== 'undefined' && bitmap instanceof OffscreenCanvas);
}

function sameSize(a: StoreState['pathsGrid'], b: StoreState['pathsGrid']): boolean {
  return a.rows === b.rows && a.cols === b.cols;
}

function sceneOf(state: StoreState, cursor: number | null): EditorScene {
  const { pathsGrid: grid, pathsStart: start, pathsGoal: goal, pathsSelected, pathsKept } = state;
  return {
    grid,
    start: start.row * grid.cols + start.col,
    goal: goal.row * grid.cols + goal.col,
    path: pathsSelected === null ? null : pathsKept.path(pathsSelected),
    cursor,
  };
}

function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false; // a selector engine without :focus-visible
  }
}

/** The direction (fourNeighbours.ts) each arrow key moves the cursor. */
const ARROW_DIRECTIONS: Record<string, number> = { ArrowLeft: LEFT, ArrowRight: RIGHT, ArrowUp: UP, ArrowDown: DOWN };

/**
 * The editor's canvas. It owns the element, its size and the pointer; the picture is
 * editorDraw's, the edits are store actions. It follows the store by subscription and redraws
 * at most once a frame; a paint stroke repaints only the blocks it changed in the bitmap.
 * Click or drag paints walls (the first block decides wall or passage), or places the start or
 * goal; arrow keys move a cursor and Space or Enter applies the tool there.
 */
export function EditorCanvas() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const viewRef = useRef<View | null>(null);
  const cursorRef = useRef<number | null>(null);
  /** The cursor shows while the editor has focus from the keyboard, not after a click. */
  const keyboardRef = useRef(false);
  const requestDraw = useRef<() => void>(() => undefined);
  const stroke = useRef<{ pointer: number; last: number; wall: boolean } | null>(null);
  const rows = useStore((s) => s.pathsGrid.rows);
  const t = useText(PATHS_TEXT);
  const cols = useStore((s) => s.pathsGrid.cols);
  const start = useStore((s) => s.pathsStart);
  const goal = useStore((s) => s.pathsGoal);

  useEffect(() => {
    const canvas = canvasRef.current;
    let context: Context2D | null;
    try {
      context = canvas?.getContext('2d') ?? null;
    } catch {
      context = null; // no canvas (jsdom): nothing to draw on
    }
    if (!canvas || !context) return;
    const ctx = context;
    // A big grid read in a worker comes with its picture (an ImageBitmap): drawn as it is, and
    // turned into a canvas only when a paint stroke first changes a block.
    let bitmap: Bitmap | ImageBitmap | null = null;
    let bitmapOf: StoreState['pathsGrid'] | null = null;
    // The selected path as pixels, made only when blocks are tiny, and once per selection.
    let overlay: { kept: StoreState['pathsKept']; index: number; block: number; bitmap: Bitmap | null } | null = null;
    /** The grid whose picture a worker is making. */
    let awaited: StoreState['pathsGrid'] | null = null;

    /** Asks the worker for a big grid's picture; until it comes the editor shows a note. */
    const pictureOffPage = (grid: StoreState['pathsGrid']) => {
      if (awaited === grid) return;
      awaited = grid;
      const adopt = (picture: Bitmap | ImageBitmap | null) => {
        if (awaited !== grid) {
          if (picture && !isCanvas(picture)) picture.close();
          return;
        }
        awaited = null;
        bitmap = picture ?? editorBitmap(grid, EDITOR_THEME, offscreen);
        bitmapOf = grid;
        schedule();
      };
      defaultGridTextService().picture(grid).then(adopt, () => adopt(null));
    };

    const draw = () => {
      const state = useStore.getState();
      const { width, height } = fitCanvas(canvas);
      if (bitmapOf !== state.pathsGrid || !bitmap) {
        const grid = state.pathsGrid;
        const prepared = takeGridPicture(grid);
        if (prepared || grid.rows * grid.cols < PICTURE_OFF_PAGE_BLOCKS || typeof Worker === 'undefined') {
          awaited = null;
          bitmap = prepared ?? editorBitmap(grid, EDITOR_THEME, offscreen);
          bitmapOf = grid;
        } else {
          pictureOffPage(grid);
          drawWaiting(ctx, width, height);
          return;
        }
      }
      if (!bitmap) return;
      const view = fitView(state.pathsGrid, width, height);
      viewRef.current = view;
      const scene = sceneOf(state, keyboardRef.current ? cursorRef.current : null);
      const pathPixels = () => {
        const index = state.pathsSelected;
        if (index === null || !scene.path) return null;
        if (overlay?.kept !== state.pathsKept || overlay.index !== index || overlay.block !== view.block) {
          overlay = { kept: state.pathsKept, index, block: view.block, bitmap: pathBitmap(state.pathsGrid, scene.path, view, EDITOR_THEME, offscreen) };
        }
        return overlay.bitmap;
      };
      drawEditor(ctx, scene, bitmap, view, { width, height }, EDITOR_THEME, pathPixels);
    };
    /** Follows the store: a paint stroke's blocks are repainted in the picture at once, the canvas on the next frame. */
    const follow = (state: StoreState, previous: StoreState, redrawSoon: () => void) => {
      // A paint stroke's first write copies the grid (the one change of grid that leaves
      // pathsVersion as it was, see paintPathsBlocks): the picture still shows it, block for block.
      if (state.pathsGrid !== previous.pathsGrid && state.pathsVersion === previous.pathsVersion && previous.pathsGrid === bitmapOf && bitmap && sameSize(state.pathsGrid, previous.pathsGrid)) {
        bitmapOf = state.pathsGrid;
      }
      if (state.pathsVersion !== previous.pathsVersion && state.pathsGrid === bitmapOf && bitmap) {
        if (!isCanvas(bitmap)) bitmap = paintable(bitmap);
        if (bitmap) repaintBitmap(bitmap, state.pathsGrid, state.pathsChanged, EDITOR_THEME);
      }
      if (
        state.pathsVersion !== previous.pathsVersion ||
        state.pathsGrid !== previous.pathsGrid ||
        state.pathsStart !== previous.pathsStart ||
        state.pathsGoal !== previous.pathsGoal ||
        state.pathsSelected !== previous.pathsSelected ||
        state.pathsKept !== previous.pathsKept
      ) {
        redrawSoon();
      }
    };
    // A resize, a change in the store or a worker's picture redraws at most once a frame.
    const loop = startCanvasLoop(canvas, draw, { watch: (frames) => useStore.subscribe((state, previous) => follow(state, previous, () => frames.redrawSoon())) });
    const schedule = () => loop.redrawSoon();
    requestDraw.current = schedule;
    draw();
    return () => {
      loop.stop();
      requestDraw.current = () => undefined;
    };
  }, []);

  const blockOf = (event: PointerEvent<HTMLCanvasElement>): number => {
    const canvas = canvasRef.current;
    const view = viewRef.current;
    if (!canvas || !view) return -1;
    const rect = canvas.getBoundingClientRect();
    const ratio = canvas.width / Math.max(1, rect.width);
    return blockAt(useStore.getState().pathsGrid, view, (event.clientX - rect.left) * ratio, (event.clientY - rect.top) * ratio);
  };

  /** The tool at one block: walls toggle (or paint as the stroke began), start and goal move there. */
  const apply = (block: number, wall: boolean | null): boolean => {
    const state = useStore.getState();
    const grid = state.pathsGrid;
    const point = { row: Math.floor(block / grid.cols), col: block % grid.cols };
    if (state.pathsTool === 'walls') {
      const makeWall = wall ?? grid.blocks[block] === 0;
      state.paintPathsBlocks([block], makeWall);
      return makeWall;
    }
    state.setPathsEndpoint(state.pathsTool, point);
    return false;
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0) return;
    const block = blockOf(event);
    if (block < 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    cursorRef.current = block;
    keyboardRef.current = false;
    const wall = apply(block, null);
    stroke.current = { pointer: event.pointerId, last: block, wall };
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = stroke.current;
    if (!current || current.pointer !== event.pointerId) return;
    const block = blockOf(event);
    if (block < 0 || block === current.last) return;
    const state = useStore.getState();
    if (state.pathsTool === 'walls') state.paintPathsBlocks(blocksBetween(state.pathsGrid.cols, current.last, block), current.wall);
    else apply(block, null);
    current.last = block;
  };

  const endStroke = () => {
    if (!stroke.current) return;
    stroke.current = null;
    useStore.getState().finishPathsPaint();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const grid = useStore.getState().pathsGrid;
    const cursor = cursorRef.current ?? 0;
    const move = ARROW_DIRECTIONS[event.key];
    if (move !== undefined || event.key === ' ' || event.key === 'Enter') keyboardRef.current = true;
    if (move !== undefined) {
      event.preventDefault();
      const row = Math.min(grid.rows - 1, Math.max(0, Math.floor(cursor / grid.cols) + rowStep(move)));
      const col = Math.min(grid.cols - 1, Math.max(0, (cursor % grid.cols) + colStep(move)));
      cursorRef.current = row * grid.cols + col;
      requestDraw.current();
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (cursor >= grid.blocks.length) return;
      apply(cursor, null);
      useStore.getState().finishPathsPaint();
      requestDraw.current();
    }
  };

  return (
    <canvas
      ref={canvasRef}
      className="paths-canvas"
      role="application"
      aria-roledescription="maze editor"
      aria-label={t.editorLabel(rows, cols, `${start.row},${start.col}`, `${goal.row},${goal.col}`)}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endStroke}
      onPointerCancel={endStroke}
      onLostPointerCapture={endStroke}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        keyboardRef.current = focusVisible(event.currentTarget);
        const grid = useStore.getState().pathsGrid;
        if (cursorRef.current === null || cursorRef.current >= grid.blocks.length) cursorRef.current = 0;
        requestDraw.current();
      }}
      onBlur={() => {
        keyboardRef.current = false;
        requestDraw.current();
      }}
    />
  );
}

/** The editor's frame, shaped like the grid (within the height the page allows), so little space is wasted. */
export function EditorFrame({ children }: { children: ReactNode }) {
  const rows = useStore((s) => s.pathsGrid.rows);
  const cols = useStore((s) => s.pathsGrid.cols);
  return (
    <div className="paths-canvas-frame" style={{ aspectRatio: `${cols} / ${rows}` }}>
      {children}
    </div>
  );
}
