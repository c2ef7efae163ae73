/**
 * An optional record of what a generator did to the grid, in order, so the lab can replay any
 * generator one step at a time. Generators call it only when one is given; without it,
 * generation pays nothing.
 *
 * The record is one sequence of block indices. Carving generators only open blocks, and
 * record each block they open as itself (a non-negative index). Wall adders such as recursive
 * division first open a whole field and then build walls back in; a block walled up is
 * recorded as `~block` (always negative), so a replay starts from solid walls and, entry by
 * entry, opens `entry` when `entry >= 0` and closes `~entry` when it is negative.
 */
export class CarveTrace {
  private buffer = new Int32Array(1024);
  private size = 0;

  /** Records blocks opened in one step (a wall and the cell behind it, or a single cell). */
  carve(...blocks: number[]): void {
    for (const block of blocks) this.push(block);
  }

  /** Records blocks walled up in one step, each stored as `~block`. */
  build(...blocks: number[]): void {
    for (const block of blocks) this.push(~block);
  }

  /** The raw record, first to last: opened blocks as themselves, walled-up blocks as `~block`. */
  blocks(): Int32Array {
    return this.buffer.slice(0, this.size);
  }

  private push(entry: number): void {
    if (this.size === this.buffer.length) {
      const grown = new Int32Array(this.buffer.length * 2);
      grown.set(this.buffer);
      this.buffer = grown;
    }
    this.buffer[this.size++] = entry;
  }
}
