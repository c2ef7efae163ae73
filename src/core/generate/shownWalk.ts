import type { CarveGraph } from './carveGraph';
import type { ReplayTrace } from './trace';

/**
 * The current walk as a replay shows it: its cells in order with every loop erased the moment
 * the walk closes it. Only kept for a replay; it changes nothing of the walk. Its cells, in the
 * end, are the ones the "last exit" directions trace, which is what Wilson's algorithm carves.
 */
export class ShownWalk {
  private readonly cells: Int32Array;
  /** For each cell (at indexOf(cell)), its place on the walk plus one; 0 when off it. */
  private readonly place: Int32Array;
  private length = 0;

  constructor(
    private readonly replay: ReplayTrace,
    private readonly graph: CarveGraph,
  ) {
    this.cells = new Int32Array(graph.indexLimit);
    this.place = new Int32Array(graph.indexLimit);
  }

  from(cell: number): void {
    this.cells[0] = cell;
    this.place[this.slot(cell)] = 1;
    this.length = 1;
    this.replay.walkFrom(cell);
  }

  /** A step on to a cell not yet in the maze: a new cell of the walk, or back on it, closing a loop. */
  to(cell: number): void {
    const at = this.place[this.slot(cell)]!;
    if (at === 0) {
      this.cells[this.length++] = cell;
      this.place[this.slot(cell)] = this.length;
      this.replay.walkTo(cell);
      return;
    }
    while (this.length > at) this.place[this.slot(this.cells[--this.length]!)] = 0;
    this.replay.eraseLoop(cell);
  }

  /** The walk hit the maze: forget it, ready for the next. */
  end(): void {
    while (this.length > 0) this.place[this.slot(this.cells[--this.length]!)] = 0;
  }

  private slot(cell: number): number {
    return this.graph.indexOf(cell);
  }
}
