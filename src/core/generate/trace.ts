/**
 * What a generator tells about its work, step by step. Generators call it only when one is
 * given (`trace?.carve(...)`); without one, generation pays nothing. Two kinds listen: the
 * recorder keeps the steps so the lab can replay a generator one step at a time, and the
 * progress counter only counts them for a progress bar.
 *
 * Carving generators open blocks. Wall adders such as recursive division start from an open
 * room and build walls into it. Random-walk generators (Wilson's, Aldous–Broder) also tell
 * where their walker goes, which is the whole point of watching them; that costs bookkeeping,
 * so they do it only for a listener with `replay` (the recorder), never for progress.
 */
export interface CarveTrace {
  /** Blocks opened in one step: a cell, or a wall and the cell behind it. */
  carve(block: number, next?: number): void;
  /** A block walled up in one step. */
  build(block: number): void;
  /** The steps only a replay shows; absent for listeners that only count. */
  readonly replay?: ReplayTrace;
}

/** The steps of a generator that change no block of the maze but show how it works. */
export interface ReplayTrace {
  /** A wall adder's start: every block inside the border opened at once, but the pillars. */
  openRoom(): void;
  /** A loop-erased random walk (Wilson's) starts from cell `cell`. */
  walkFrom(cell: number): void;
  /** The walk steps on to cell `cell`, next to its last cell, through the wall between. */
  walkTo(cell: number): void;
  /** The walk came back to cell `cell`, already on it: the loop it made since is erased. */
  eraseLoop(cell: number): void;
  /** A random walker (Aldous–Broder) steps on to cell `cell`, leaving no trail. */
  stepTo(cell: number): void;
}

/** The kinds of replay event, packed as `block * 8 + kind` (see CarveRecorder). */
export const CARVE = 0;
export const BUILD = 1;
export const OPEN_ROOM = 2;
export const WALK_FROM = 3;
export const WALK_TO = 4;
export const ERASE_LOOP = 5;
export const STEP_TO = 6;
export type CarveEventKind = typeof CARVE | typeof BUILD | typeof OPEN_ROOM | typeof WALK_FROM | typeof WALK_TO | typeof ERASE_LOOP | typeof STEP_TO;

export function carveEventBlock(event: number): number {
  return event >> 3;
}

export function carveEventKind(event: number): CarveEventKind {
  return (event & 7) as CarveEventKind;
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
