/**
 * The loop every canvas of the page runs, in one place: a full redraw at most once a frame,
 * asked for by a resize or by what the canvas watches (the store, a playback), and everything
 * undone when the canvas goes. The drawing itself is the caller's (render/'s painters); a
 * partial repaint between frames is the caller's too, and it asks `pending` first, since a
 * full redraw on its way would paint over it anyway.
 */
export interface CanvasLoop {
  /** A full redraw on the next frame: several asks in one frame cost one. */
  redrawSoon(): void;
  /** Whether a full redraw is waiting for its frame. */
  readonly pending: boolean;
  /** Stops the loop: its frame, its resize observer and what it watches. */
  stop(): void;
}

export interface CanvasLoopOptions {
  /** What a resize does; by default a redraw on the next frame. A canvas that must not flash redraws at once. */
  readonly onResize?: () => void;
  /** Starts watching what the canvas shows, and returns how to stop: a store's subscribe, say. */
  readonly watch?: (loop: CanvasLoop) => () => void;
}

export function startCanvasLoop(canvas: HTMLCanvasElement, redraw: () => void, options: CanvasLoopOptions = {}): CanvasLoop {
  let frame: number | null = null;
  const loop: CanvasLoop = {
    redrawSoon() {
      frame ??= requestAnimationFrame(() => {
        frame = null;
        redraw();
      });
    },
    get pending() {
      return frame !== null;
    },
    stop() {
      if (frame !== null) cancelAnimationFrame(frame);
      frame = null;
      observer.disconnect();
      unwatch();
    },
  };
  const observer = new ResizeObserver(options.onResize ?? (() => loop.redrawSoon()));
  observer.observe(canvas);
  const unwatch = options.watch?.(loop) ?? (() => undefined);
  return loop;
}
