/**
 * An optional record of what a generator carved, in order, so the lab can replay any
 * generator one step at a time. Generators call it only when one is given; without it,
 * generation pays nothing.
 */
export class CarveTrace {
  private buffer = new Int32Array(1024);
  private size = 0;

  /** Records blocks opened in one step (a wall and the cell behind it, or a single cell). */
  carve(...blocks: number[]): void {
    for (const block of blocks) {
      if (this.size === this.buffer.length) {
        const grown = new Int32Array(this.buffer.length * 2);
        grown.set(this.buffer);
        this.buffer = grown;
      }
      this.buffer[this.size++] = block;
    }
  }

  /** The opened blocks, first to last. */
  blocks(): Int32Array {
    return this.buffer.slice(0, this.size);
  }
}
