import { Int32List } from '../int32List';

/**
 * What a generator tells about its work, step by step. Generators call it only when one is
 * given (`trace?.carve(...)`); without one, generation pays nothing. Two kinds listen: the
 * recorder keeps the steps so the lab can replay a generator one step at a time, and the
 * progress counter only counts them for a progress bar.
 *
 * Carving generators only open blocks. Wall adders such as recursive division first open a
 * whole field and then build walls back in.
 */
export interface CarveTrace {
  /** Blocks opened in one step: a cell, or a wall and the cell behind it. */
  carve(block: number, next?: number): void;
  /** A block walled up in one step. */
  build(block: number): void;
}

/**
 * Keeps every step as one sequence of block indices: an opened block as itself (non-negative),
 * a walled-up block as `~block` (always negative). A replay starts from solid walls and, entry
 * by entry, opens `entry` when `entry >= 0` and closes `~entry` when it is negative.
 */
export class CarveRecorder implements CarveTrace {
  private readonly record = new Int32List();

  carve(block: number, next?: number): void {
    this.record.push(block);
    if (next !== undefined) this.record.push(next);
  }

  build(block: number): void {
    this.record.push(~block);
  }

  /** The raw record, first to last: opened blocks as themselves, walled-up blocks as `~block`. */
  blocks(): Int32Array {
    return this.record.toArray();
  }
}

/**
 * Progress of a long generation: counts the blocks a generator opens or walls up without
 * keeping them, and reports the fraction done about a hundred times in all.
 */
export class CarveProgress implements CarveTrace {
  private steps = 0;
  private nextReport: number;
  private readonly every: number;

  /** `expected`: about how many blocks the generation touches (2 × cells for carving generators). */
  constructor(
    private readonly expected: number,
    private readonly report: (fraction: number) => void,
  ) {
    this.every = Math.max(1024, Math.floor(expected / 100));
    this.nextReport = this.every;
  }

  carve(_block: number, next?: number): void {
    this.count(next === undefined ? 1 : 2);
  }

  build(): void {
    this.count(1);
  }

  private count(blocks: number): void {
    this.steps += blocks;
    if (this.steps < this.nextReport) return;
    this.nextReport += this.every;
    // Wall adders touch more than 2 × cells blocks; never claim to be done before the end.
    this.report(Math.min(0.99, this.steps / this.expected));
  }
}
