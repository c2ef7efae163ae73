import type { CarveGraph } from '../generate/carveGraph';
import type { Random } from '../random';
import { adjacencyIndex, openAdjacency } from './cellMaze';
import type { Topology } from './topology';
import { mostWays } from './ways';

/**
 * Any CSR topology (hex, triangle, polar, masked squares) as a graph of cells to carve (see
 * generate/carveGraph.ts): a cell is its id, its ways are its CSR slots counted from the cell's
 * offset, and carving opens an adjacency from both sides in `open`, the maze's one byte per CSR
 * slot. A visited byte per cell says which cells the maze holds.
 *
 * How the graph generators have always drawn (kept so every seed gives today's maze): every
 * choice draws, even among one; a random cell is one id of cellCount; a random way is one of
 * the cell's degree.
 */
export class TopologyGraph implements CarveGraph {
  /** The maze being carved: 1 where the adjacency at that CSR slot is an open passage. */
  readonly open: Uint8Array;
  readonly cellCount: number;
  readonly maxWays: number;
  readonly wayBits: number;
  readonly wallCount: number;
  readonly indexLimit: number;
  readonly firstCell = 0;
  readonly forcedMoveDraws = true;
  readonly replay = undefined;
  private readonly visited: Uint8Array;
  private readonly offsets: Int32Array;
  private readonly neighbours: Int32Array;

  constructor(private readonly topology: Topology) {
    const { offsets, neighbours, cellCount } = topology;
    this.offsets = offsets;
    this.neighbours = neighbours;
    this.cellCount = cellCount;
    this.indexLimit = cellCount;
    this.open = new Uint8Array(neighbours.length);
    this.visited = new Uint8Array(cellCount);
    this.wallCount = neighbours.length >> 1; // every adjacency is listed from both its cells
    this.maxWays = Math.max(1, mostWays(topology));
    this.wayBits = 32 - Math.clz32(this.maxWays - 1);
    // A wall is (cell << wayBits) | way in an int32 (see carveGraph.ts).
    if (cellCount * 2 ** this.wayBits > 2 ** 31) throw new RangeError(`too many cells to carve as one graph: ${cellCount}`);
  }

  nextCell(cell: number): number {
    return cell + 1 < this.cellCount ? cell + 1 : -1;
  }

  indexOf(cell: number): number {
    return cell;
  }

  randomCell(random: Random): number {
    return random.int(this.cellCount);
  }

  isVisited(cell: number): boolean {
    return this.visited[cell] === 1;
  }

  freshWays(cell: number, out: Int32Array): number {
    return this.waysHolding(cell, 0, out);
  }

  visitedWays(cell: number, out: Int32Array): number {
    return this.waysHolding(cell, 1, out);
  }

  everyWay(cell: number, out: Int32Array): number {
    const count = this.offsets[cell + 1]! - this.offsets[cell]!;
    for (let way = 0; way < count; way++) out[way] = way;
    return count;
  }

  neighbour(cell: number, way: number): number {
    return this.neighbours[this.offsets[cell]! + way]!;
  }

  wayTo(cell: number, neighbour: number): number {
    return adjacencyIndex(this.topology, cell, neighbour) - this.offsets[cell]!;
  }

  randomWay(cell: number, random: Random): number {
    return random.int(this.offsets[cell + 1]! - this.offsets[cell]!);
  }

  randomNeighbour(cell: number, random: Random): number {
    const first = this.offsets[cell]!;
    return this.neighbours[first + random.int(this.offsets[cell + 1]! - first)]!;
  }

  visit(cell: number): void {
    this.visited[cell] = 1;
  }

  carve(cell: number, way: number): number {
    const at = this.offsets[cell]! + way;
    const next = this.neighbours[at]!;
    openAdjacency(this.topology, this.open, cell, at);
    this.visited[next] = 1;
    return next;
  }

  attach(cell: number, way: number): void {
    openAdjacency(this.topology, this.open, cell, this.offsets[cell]! + way);
    this.visited[cell] = 1;
  }

  pave(cell: number, way: number): number {
    const at = this.offsets[cell]! + way;
    openAdjacency(this.topology, this.open, cell, at);
    this.visited[cell] = 1;
    return this.neighbours[at]!;
  }

  join(cell: number, way: number): void {
    const at = this.offsets[cell]! + way;
    openAdjacency(this.topology, this.open, cell, at);
    this.visited[cell] = 1;
    this.visited[this.neighbours[at]!] = 1;
  }

  private waysHolding(cell: number, state: number, out: Int32Array): number {
    const { offsets, neighbours, visited } = this;
    const first = offsets[cell]!;
    const end = offsets[cell + 1]!;
    let count = 0;
    for (let i = first; i < end; i++) if (visited[neighbours[i]!] === state) out[count++] = i - first;
    return count;
  }
}
