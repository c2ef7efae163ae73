import { NO_WAY, type NearestFirst, type SolverGraph } from '../../solve/searchGraph';
import { StepBuckets } from './stepBuckets';
import type { CellMaze } from '../cellMaze';
import { CellHeap } from './cellHeap';
import { stepsLeftTable } from './heuristic';
import { pathByParents } from './parents';
import { mostWays } from '../ways';

// A cell's mark byte, by search (0: not reached yet).
const REACHED = 1;
/** A*: waiting with the steps in stepsTo; settled: its steps are final. */
const WAITING = 1;
const DONE = 2;
/** Trémaux: walked once; walked back out of (never entered again). */
const WALKED = 1;
const DEAD = 2;
/** Bidirectional BFS: the side that reached the cell. */
const FROM_START = 1;
const FROM_GOAL = 2;

const NO_CELLS = new Int32Array(0);
const NO_TABLE = new Uint16Array(0);

/**
 * A cell maze as a SearchGraph: nodes are cell ids, a cell's ways are its CSR adjacencies in
 * the topology's order (way k of cell c is adjacency offsets[c] + k), open where `open` says.
 * Marks are one byte a cell and a parent a cell; A* adds its steps and its heuristic, whole
 * steps along the straight line (heuristic.ts), looked up in a table made once per search.
 * The walker turns by the cells' centres on screen. A search waits on memory, so what it reads
 * of a neighbour is its mark byte, and parents are only written.
 */
export class CellGraph implements SolverGraph {
  readonly size: number;
  readonly start: number;
  readonly goal: number;
  private readonly maze: CellMaze;
  private readonly offsets: Int32Array;
  private readonly neighbours: Int32Array;
  private readonly open: Uint8Array;
  private readonly mark: Uint8Array;
  /** Made by the searches that read a path back by parents (a walk's stack is its path). */
  private parent: Int32Array = NO_CELLS;
  /** The first adjacency of the cell last looked around or settled. */
  private first = 0;
  // A*'s steps from the start and steps left (made by openStart).
  private stepsTo: Int32Array = NO_CELLS;
  private table: Uint16Array = NO_TABLE;
  private readonly waiting = new StepBuckets();
  // The walker's heading, on screen.
  private hx = 1;
  private hy = 0;
  readonly expandsMeeting = false;

  constructor(maze: CellMaze) {
    const { topology } = maze;
    this.maze = maze;
    this.size = topology.cellCount;
    this.start = maze.start;
    this.goal = maze.goal;
    this.offsets = topology.offsets;
    this.neighbours = topology.neighbours;
    this.open = maze.open;
    this.mark = new Uint8Array(this.size);
  }

  /** Cell ids are the caller's ids. */
  toIds(nodes: Int32Array): Int32Array {
    return nodes;
  }

  reachStart(): void {
    this.parent = new Int32Array(this.size);
    this.mark[this.start] = REACHED;
    this.parent[this.start] = this.start;
  }

  reachAround(cell: number, out: Int32Array, at: number): number {
    const { offsets, neighbours, open, mark, parent } = this;
    const end = offsets[cell + 1]!;
    for (let i = offsets[cell]!; i < end; i++) {
      if (open[i] !== 1) continue;
      const next = neighbours[i]!;
      if (mark[next] === REACHED) continue;
      mark[next] = REACHED;
      parent[next] = cell;
      out[at++] = next;
    }
    return at;
  }

  reachRun(queue: Int32Array, head: number, tail: number, tails: Int32Array, everyTail: boolean): number {
    const { goal } = this;
    let count = 0;
    while (count < tails.length && head < tail) {
      const node = queue[head++]!;
      if (node !== goal) tail = this.reachAround(node, queue, tail);
      if (everyTail) tails[count] = tail;
      count++;
      if (node === goal) break;
    }
    if (count > 0) tails[count - 1] = tail;
    return count;
  }

  mostWays(): number {
    return mostWays(this.maze.topology);
  }

  enterStart(): void {
    this.mark[this.start] = REACHED;
  }

  /** Way k of a cell is its adjacency offsets[cell] + k. */
  ways(cell: number): number {
    const first = this.offsets[cell]!;
    this.first = first;
    return this.offsets[cell + 1]! - first;
  }

  enter(cell: number, k: number): number {
    const i = this.offsets[cell]! + k;
    if (i === this.offsets[cell + 1]) return NO_WAY;
    if (this.open[i] !== 1) return -1;
    const next = this.neighbours[i]!;
    if (this.mark[next] !== 0) return -1;
    this.mark[next] = REACHED;
    return next;
  }

  pathTo(cell: number): Int32Array {
    return pathByParents(this.parent, this.start, cell);
  }

  nearestFirst(): NearestFirst {
    return new CellHeap(this.maze.topology, this.goal);
  }

  openStart(): void {
    this.parent = new Int32Array(this.size);
    this.stepsTo = new Int32Array(this.size);
    this.table = stepsLeftTable(this.maze.topology, this.goal);
    this.mark[this.start] = WAITING;
    this.parent[this.start] = this.start;
    this.waiting.push(this.table[this.start]!, this.start, 0, this.offsets[this.start]!);
  }

  /** The heuristic is consistent, so a cell's first entry out is its shortest way; later ones are stale. */
  settleRun(settled: Int32Array, takes: Int32Array): number {
    const { open, neighbours, mark, stepsTo, parent, table, offsets, waiting, goal } = this;
    let count = 0;
    let at = 0;
    const record = takes.length > 0;
    while (waiting.waiting > 0 && count < settled.length) {
      const cell = waiting.pop();
      if (mark[cell] === DONE) continue;
      mark[cell] = DONE;
      settled[count++] = cell;
      if (cell === goal) {
        if (record) takes[at] = 0;
        break;
      }
      const steps = waiting.steps + 1;
      const end = offsets[cell + 1]!;
      let n = at + 1;
      for (let i = waiting.firstEdge; i < end; i++) {
        if (open[i] !== 1) continue;
        const next = neighbours[i]!;
        const seen = mark[next]!;
        // A waiting cell's steps are read only when another way reaches it (never, in a perfect maze).
        if (seen === DONE || (seen === WAITING && stepsTo[next]! <= steps)) continue;
        mark[next] = WAITING;
        stepsTo[next] = steps;
        parent[next] = cell;
        waiting.push(steps + table[next]!, next, steps, offsets[next]!);
        if (record) takes[n++] = next;
      }
      if (record) {
        takes[at] = n - at - 1;
        at = n;
      }
    }
    return count;
  }

  walkStart(): void {
    this.mark[this.start] = WALKED;
    this.hx = 1;
    this.hy = 0;
  }

  /** The unwalked open neighbour that turns furthest right of the heading, straight back last: its adjacency. */
  wayOut(cell: number): number {
    let best = -1;
    let bestTurn = -Infinity;
    for (let i = this.offsets[cell]!; i < this.offsets[cell + 1]!; i++) {
      if (this.open[i] !== 1 || this.mark[this.neighbours[i]!] !== 0) continue;
      const turn = this.rightness(cell, this.neighbours[i]!);
      if (best === -1 || turn > bestTurn) {
        best = i;
        bestTurn = turn;
      }
    }
    return best;
  }

  /**
   * How far a step from `cell` to `next` turns right of the heading, in (-π, π], the screen's
   * y pointing down (so a right turn is clockwise). A step straight back ranks last.
   */
  private rightness(cell: number, next: number): number {
    const { centres } = this.maze.topology;
    const dx = centres[2 * next]! - centres[2 * cell]!;
    const dy = centres[2 * next + 1]! - centres[2 * cell + 1]!;
    const turn = Math.atan2(this.hx * dy - this.hy * dx, this.hx * dx + this.hy * dy);
    return turn > Math.PI - 1e-9 ? -Infinity : turn;
  }

  walk(cell: number, way: number): number {
    const next = this.neighbours[way]!;
    this.mark[next] = WALKED;
    this.face(cell, next);
    return next;
  }

  markDead(cell: number): void {
    this.mark[cell] = DEAD;
  }

  faceBack(cell: number, back: number): void {
    this.face(cell, back);
  }

  private face(from: number, to: number): void {
    const { centres } = this.maze.topology;
    const hx = centres[2 * to]! - centres[2 * from]!;
    const hy = centres[2 * to + 1]! - centres[2 * from + 1]!;
    // A staircase has no direction on the plan (its ends share a centre): the walker keeps facing as it was.
    if (hx === 0 && hy === 0) return;
    this.hx = hx;
    this.hy = hy;
  }

  reachEnds(): void {
    this.parent = new Int32Array(this.size);
    this.mark[this.start] = FROM_START;
    this.parent[this.start] = this.start;
    if (this.goal === this.start) return;
    this.mark[this.goal] = FROM_GOAL;
    this.parent[this.goal] = this.goal;
  }

  spread(cell: number, k: number, fromStart: boolean): number {
    const i = this.first + k;
    if (this.open[i] !== 1) return -1;
    const next = this.neighbours[i]!;
    const side = this.mark[next]!;
    const mine = fromStart ? FROM_START : FROM_GOAL;
    if (side === 0) {
      this.mark[next] = mine;
      this.parent[next] = cell;
      return next;
    }
    return side !== mine ? -2 - next : -1;
  }

  /** The start's half up to `near`, then the goal side's parents from `far` back to the goal. */
  joinedPath(near: number, far: number): Int32Array {
    const head = pathByParents(this.parent, this.start, near);
    if (near === far) return head;
    const tail = pathByParents(this.parent, this.goal, far).reverse();
    const path = new Int32Array(head.length + tail.length);
    path.set(head);
    path.set(tail, head.length);
    return path;
  }
}
