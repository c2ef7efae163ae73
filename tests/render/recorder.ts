import type { Context2D } from '../../src/render/draw';

/** One call made on a recording context: its name and arguments. */
export interface Call {
  name: string;
  args: unknown[];
}

/**
 * A 2D context that records what is drawn instead of drawing: Node has no canvas, and what the
 * draw functions ask for (which points are stroked, which rectangles clipped) is what we test.
 */
export function recordingContext(): { ctx: Context2D; calls: Call[] } {
  const calls: Call[] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push({ name, args });
    };
  const target = {
    createImageData: (width: number, height: number) => ({ width, height, data: new Uint8ClampedArray(width * height * 4) }),
  };
  const ctx = new Proxy(target, {
    get: (object, key: string) => (key in object ? object[key as keyof typeof object] : record(key)),
    set: (_, key: string, value) => {
      calls.push({ name: `set ${key}`, args: [value] });
      return true;
    },
  });
  return { ctx: ctx as unknown as Context2D, calls };
}

/** A stand-in for OffscreenCanvas (the block bitmaps) whose contexts record into `FakeOffscreenCanvas.calls`. */
export class FakeOffscreenCanvas {
  static calls: Call[] = [];
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  getContext(): Context2D {
    const { ctx, calls } = recordingContext();
    FakeOffscreenCanvas.calls = calls;
    return ctx;
  }
}
