/**
 * Where a solution passes through a cell, in O(1): zoomed in, the solution is stroked only
 * through the cells in view, and a move repaints it only through the cells it changed.
 *
 * The positions are kept per ArrayBuffer, not per array: the game shows "the solution from
 * here" as a view (subarray) of one route array, a different view after each move, and every
 * view of that buffer shares the one index, built once in O(route + cells).
 */
const positionsOf = new WeakMap<ArrayBufferLike, Int32Array>();

function positions(solution: Int32Array, cellCount: number): Int32Array {
  let known = positionsOf.get(solution.buffer);
  if (!known || known.length !== cellCount) {
    known = new Int32Array(cellCount).fill(-1);
    const whole = new Int32Array(solution.buffer, 0, solution.buffer.byteLength >> 2);
    for (let i = 0; i < whole.length; i++) {
      const cell = whole[i]!;
      if (cell >= 0 && cell < cellCount) known[cell] = i;
    }
    positionsOf.set(solution.buffer, known);
  }
  return known;
}

/**
 * A lookup of the step of `solution` at a cell (-1 when it does not pass there), O(1) a cell:
 * fetch it once a draw and call it per cell.
 */
export function stepLookup(solution: Int32Array, cellCount: number): (cell: number) => number {
  const known = positions(solution, cellCount);
  const base = solution.byteOffset / 4;
  return (cell) => {
    const step = known[cell]! - base;
    return step >= 0 && step < solution.length && solution[step] === cell ? step : -1;
  };
}

/**
 * The stretches of the solution to stroke so every step into or out of the given cells is
 * drawn: [from, to] step pairs, in order, each run a polyline. Each cell brings its step and
 * the steps either side (a line through a cell runs from the cell before to the cell after).
 */
export function runsThrough(solution: Int32Array, cellCount: number, cells: readonly number[]): number[] {
  const steps: number[] = [];
  const stepAt = stepLookup(solution, cellCount);
  for (const cell of cells) {
    const step = stepAt(cell);
    if (step >= 0) steps.push(step);
  }
  steps.sort((a, b) => a - b);
  const runs: number[] = [];
  const last = solution.length - 1;
  for (const step of steps) {
    const from = Math.max(0, step - 1);
    const to = Math.min(last, step + 1);
    if (runs.length > 0 && from <= runs[runs.length - 1]!) runs[runs.length - 1] = Math.max(runs[runs.length - 1]!, to);
    else runs.push(from, to);
  }
  return runs;
}
