import { Int32List } from '../int32List';

/**
 * What a search did, in order, so the lab can replay it one step at a time (as CarveTrace
 * does for generators). Solvers take one as an optional last argument and call it only when
 * it is given: without it, a solve pays nothing.
 *
 * Three kinds of event, each about one block:
 * - EXPAND: the search takes the block and looks around it (BFS and A* pop it from the
 *   frontier; DFS and the Trémaux walker step onto it).
 * - DISCOVER: the block joins the frontier, to be expanded later (BFS and A*). A* may
 *   discover a block twice when it finds a better way to it.
 * - RETREAT: the search gives the block up and steps back out of it (DFS backtracking; the
 *   walker leaving a dead end, which it marks dead).
 *
 * Events are packed in one Int32Array as `block * 4 + kind`. Solvers record the nodes of the
 * graph they search (a padded block grid's own indices) and call `renumber` before returning,
 * so `events()` always speaks in grid indices or cell ids. Grids have at most 4001² blocks, so `block * 4` stays far inside an int32.
 */
export const EXPAND = 0;
export const DISCOVER = 1;
export const RETREAT = 2;
export type SearchEventKind = typeof EXPAND | typeof DISCOVER | typeof RETREAT;

export function eventBlock(event: number): number {
  return event >> 2;
}

export function eventKind(event: number): SearchEventKind {
  return (event & 3) as SearchEventKind;
}

/** How a searched graph's nodes become the caller's ids (grid indices, cell ids), in place. */
export interface NodeIds {
  toIds(nodes: Int32Array): Int32Array;
}

export class SearchTrace {
  private readonly record = new Int32List();
  /** Events before this one are already in grid indices. */
  private converted = 0;

  expand(block: number): void {
    this.record.push(block * 4 + EXPAND);
  }

  discover(block: number): void {
    this.record.push(block * 4 + DISCOVER);
  }

  retreat(block: number): void {
    this.record.push(block * 4 + RETREAT);
  }

  get length(): number {
    return this.record.size;
  }

  /** The record, first to last, in grid indices (see eventBlock and eventKind). */
  events(): Int32Array {
    return this.record.items.slice(0, this.record.size);
  }

  /** For solvers: renumbers the events recorded since the last call from the searched graph's nodes into the caller's ids. */
  renumber(graph: NodeIds): void {
    const nodes = new Int32Array(this.record.size - this.converted);
    for (let i = 0; i < nodes.length; i++) nodes[i] = this.record.items[this.converted + i]! >> 2;
    graph.toIds(nodes);
    for (let i = 0; i < nodes.length; i++) {
      const at = this.converted + i;
      this.record.items[at] = nodes[i]! * 4 + (this.record.items[at]! & 3);
    }
    this.converted = this.record.size;
  }
}

/**
 * Steps a walker (DFS or the Trémaux walker) takes on foot: one onto each block it enters
 * after the first, one back out of each block it retreats from.
 */
export function stepsWalked(events: Int32Array): number {
  let steps = 0;
  for (let i = 0; i < events.length; i++) {
    const kind = events[i]! & 3;
    if (kind === EXPAND || kind === RETREAT) steps++;
  }
  return Math.max(0, steps - 1);
}
