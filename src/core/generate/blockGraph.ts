import type { Random } from '../random';
import type { CarveGraph } from './carveGraph';
import { cellBlock, cellSteps, UNVISITED, type CellLayout } from './layout';
import type { CarveTrace, ReplayTrace } from './trace';

/**
 * The square maze's block grid as a graph of cells to carve (see carveGraph.ts): a cell is
 * named by its block, its ways are the four directions (0 left, 1 right, 2 up, 3 down, the
 * order of fourNeighbours.ts), a neighbour is computed (block ± 2, ± 2·cols), "visited" is the
 * cell block no longer holding UNVISITED, and carving opens blocks in the grid itself. So a
 * 2000×2000 maze needs no memory beyond its grid and the generator's own list.
 *
 * How the square has always drawn (kept so every seed gives today's maze): a forced move, one
 * option, draws nothing; a random cell is a row, then a column; a random way is one of four,
 * drawn again while it leads off the grid.
 *
 * The neighbour tests are spelled out (left and right land on the border columns, never out of
 * the array; up and down are bounds-tested): forms that read them from a steps table measured
 * 7–10% slower on the backtracker. A test holds freshWays to cellSteps.
 */
export class BlockGraph implements CarveGraph {
  readonly cellCount: number;
  readonly maxWays = 4;
  readonly wayBits = 2;
  readonly forcedMoveDraws = false;
  readonly wallCount: number;
  readonly indexLimit: number;
  readonly firstCell: number;
  readonly replay: ReplayTrace | undefined;
  private readonly cells: Uint8Array;
  private readonly cols: number;
  private readonly width: number;
  private readonly height: number;
  private readonly steps: Int32Array;

  constructor(
    layout: CellLayout,
    private readonly trace?: CarveTrace,
  ) {
    const { width, height } = layout;
    this.width = width;
    this.height = height;
    this.cells = layout.grid.blocks;
    this.cols = layout.grid.cols;
    this.cellCount = width * height;
    this.wallCount = (width - 1) * height + width * (height - 1);
    // indexOf(cell) = (block − cols − 1) / 2 = i·cols + j for cell (i, j): below height·cols.
    this.indexLimit = height * this.cols;
    this.firstCell = cellBlock(layout, 0, 0);
    this.replay = trace?.replay;
    this.steps = Int32Array.from(cellSteps(layout));
  }

  nextCell(cell: number): number {
    let next = cell + 2;
    // Two blocks past a row's last cell is the border of the wall row below (a wall while the
    // maze is carved; the entrance and exit are opened after): go on to the next row's first
    // cell. A byte compare, not a division: hunt-and-kill's hunt calls this for every cell.
    if (this.cells[next] === 1) next += this.cols + 1;
    return next < this.cells.length ? next : -1;
  }

  indexOf(cell: number): number {
    return (cell - this.cols - 1) >> 1;
  }

  randomCell(random: Random): number {
    const row = random.int(this.height);
    return (2 * row + 1) * this.cols + 2 * random.int(this.width) + 1;
  }

  isVisited(cell: number): boolean {
    return this.cells[cell] !== UNVISITED;
  }

  freshWays(cell: number, out: Int32Array): number {
    return this.waysHolding(cell, UNVISITED, out);
  }

  visitedWays(cell: number, out: Int32Array): number {
    return this.waysHolding(cell, 0, out);
  }

  everyWay(cell: number, out: Int32Array): number {
    const { cells, cols } = this;
    const down = 2 * cols;
    let count = 0;
    if (cells[cell - 2] !== 1) out[count++] = 0;
    if (cells[cell + 2] !== 1) out[count++] = 1;
    if (cell - down > 0) out[count++] = 2;
    if (cell + down < cells.length) out[count++] = 3;
    return count;
  }

  neighbour(cell: number, way: number): number {
    return cell + this.steps[way]!;
  }

  wayTo(cell: number, neighbour: number): number {
    const step = neighbour - cell;
    return step === -2 ? 0 : step === 2 ? 1 : step < 0 ? 2 : 3;
  }

  randomWay(cell: number, random: Random): number {
    const { cells, steps } = this;
    const last = cells.length;
    for (;;) {
      const way = random.int(4);
      const next = cell + steps[way]!;
      if (next > 0 && next < last && cells[next] !== 1) return way;
    }
  }

  /** randomWay's draws, spelled out for the cell: Aldous–Broder's every step, measured 1.3× slower through randomWay. */
  randomNeighbour(cell: number, random: Random): number {
    const { cells, steps } = this;
    const last = cells.length;
    for (;;) {
      const next = cell + steps[random.int(4)]!;
      if (next > 0 && next < last && cells[next] !== 1) return next;
    }
  }

  visit(cell: number): void {
    this.cells[cell] = 0;
    this.trace?.carve(cell);
  }

  carve(cell: number, way: number): number {
    const half = this.steps[way]! >> 1;
    const next = cell + 2 * half;
    this.cells[cell + half] = 0;
    this.cells[next] = 0;
    this.trace?.carve(cell + half, next);
    return next;
  }

  attach(cell: number, way: number): void {
    const wall = cell + (this.steps[way]! >> 1);
    this.cells[wall] = 0;
    this.cells[cell] = 0;
    this.trace?.carve(wall, cell);
  }

  pave(cell: number, way: number): number {
    const step = this.steps[way]!;
    this.cells[cell] = 0;
    this.cells[cell + (step >> 1)] = 0;
    this.trace?.carve(cell, cell + (step >> 1));
    return cell + step;
  }

  join(cell: number, way: number): void {
    const { cells, trace } = this;
    const step = this.steps[way]!;
    const wall = cell + (step >> 1);
    const next = cell + step;
    if (trace) {
      // Cells open when first joined; the step reads: cell, wall, cell behind.
      if (cells[cell] === UNVISITED) trace.carve(cell);
      trace.carve(wall, cells[next] === UNVISITED ? next : undefined);
    }
    cells[cell] = 0;
    cells[wall] = 0;
    cells[next] = 0;
  }

  private waysHolding(cell: number, state: number, out: Int32Array): number {
    const { cells } = this;
    const down = 2 * this.cols;
    let count = 0;
    if (cells[cell - 2] === state) out[count++] = 0;
    if (cells[cell + 2] === state) out[count++] = 1;
    if (cell - down > 0 && cells[cell - down] === state) out[count++] = 2;
    if (cell + down < cells.length && cells[cell + down] === state) out[count++] = 3;
    return count;
  }
}
