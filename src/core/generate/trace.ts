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

  protected push(entry: number): void {
    if (this.size === this.buffer.length) {
      const grown = new Int32Array(this.buffer.length * 2);
      grown.set(this.buffer);
      this.buffer = grown;
    }
    this.buffer[this.size++] = entry;
  }
}

/**
 * Progress of a long generation, for a progress bar: counts the steps a generator takes without
 * keeping them, and reports the fraction done about a hundred times in all.
 */
export class CarveProgress extends CarveTrace {
  private steps = 0;
  private nextReport: number;
  private readonly every: number;

  /** `expected`: about how many entries the generation records (2 × cells for carving generators). */
  constructor(
    private readonly expected: number,
    private readonly report: (fraction: number) => void,
  ) {
    super();
    this.every = Math.max(1024, Math.floor(expected / 100));
    this.nextReport = this.every;
  }

  protected override push(): void {
    if (++this.steps < this.nextReport) return;
    this.nextReport += this.every;
    // Wall adders record more than 2 × cells entries; never claim to be done before the end.
    this.report(Math.min(0.99, this.steps / this.expected));
  }
}
