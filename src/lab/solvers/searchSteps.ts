import { DISCOVER, EXPAND, RETREAT } from '../../core';
import { DISTANCE_SHADES, LAB_DISTANCE, LAB_EXPLORED, LAB_FRONTIER, LAB_NONE, LAB_PATH, LAB_RETREATED } from '../../render/labMarks';
import { REPAINT_LIMIT } from './replay';

/** Where a replayed search stands: what the lab's stats and search-state panel show, step by step. */
export interface SearchProgress {
  /** Distinct blocks expanded (or walked onto) so far. */
  readonly explored: number;
  /** Blocks discovered and still waiting: the size of the queue or open list. */
  readonly waiting: number;
  /** Blocks on the stack: DFS's stack, the walker's thread. */
  readonly depth: number;
  /** The block (or cell) being expanded, its steps from the start (g) and its steps left at the least (h: Manhattan on blocks, by straight line on cells). */
  readonly expanding: { readonly block: number; readonly g: number; readonly h: number } | null;
  /** Blocks of the final path drawn so far (the path plays after the search). */
  readonly pathShown: number;
  /** At the last step: the final figures may be shown. */
  readonly done: boolean;
}

export interface SearchReplayOptions {
  /** The block the search starts from, drawn as the start marker. */
  readonly start?: number | null;
  /** Shade expanded blocks by their distance from the start (BFS's rings) instead of one colour. */
  readonly distanceShade?: boolean;
  /** The marks at the last step, when known (a big maze's run brings them): a jump to the end shows them. */
  readonly outcome?: Uint8Array | null;
}

/**
 * A solver's run replayed from its search trace, then its final path block by block (or cell
 * by cell: the events and marks are indices, whatever they index):
 * expanded blocks turn explored (for BFS, a shade of their distance from the start), discovered
 * ones frontier, blocks backed out of retreated (source 2's backtracking colour, source 4's dead
 * ends), and at last the path.
 *
 * The searcher's head is the block on top of a stack that expand pushes and retreat pops:
 * the walker's or DFS's position, or the block BFS and A* expand. A block's distance from the
 * start (g) is its discoverer's plus one, the discoverer being the block expanded last; a
 * block discovered again (A* finding a better way) takes the new, smaller distance.
 */
export abstract class SearchSteps {
  readonly length: number;
  private readonly start: number | null;
  private readonly outcome: Uint8Array | null;
  /** The replay's own marks, made on first use. */
  private working: Uint8Array | null = null;
  /** True while the replay stands at its last step shown from `outcome` as it is (nothing copied). */
  private atOutcome = false;
  /** Made on first use: a big maze's run opened at its outcome never needs its 4 bytes an event. */
  private stackStore: Int32Array | null = null;
  /** Steps from the start, per block: made on first use. */
  private distanceStore: Int32Array | null = null;
  /** Blocks at this distance or more get the darkest shade; 0 when not shading. */
  private readonly shadeScale: number;
  private top = 0;
  private position = 0;
  private explored = 0;
  private waiting = 0;
  private expanding = -1;

  constructor(
    /** Blocks or cells in the maze: one mark each. */
    private readonly places: number,
    protected readonly goal: number,
    private readonly events: Int32Array,
    private readonly path: Int32Array | null,
    options: SearchReplayOptions = {},
  ) {
    this.length = events.length + (path?.length ?? 0);
    this.start = options.start ?? null;
    this.outcome = options.outcome ?? null;
    this.shadeScale = options.distanceShade ? farthest(events, path) + 1 : 0;
  }

  /** Steps left from `place` to the goal at the least, as the solver's own heuristic counts them (h). */
  protected abstract stepsLeft(place: number): number;

  /** The marks at the current step, one a block or cell. */
  protected get marks(): Uint8Array {
    if (this.atOutcome) return this.outcome!;
    return (this.working ??= new Uint8Array(this.places));
  }

  /** The searcher's head: the block or cell on top of its stack while searching, else null. */
  protected get head(): number | null {
    return this.position < this.events.length && this.top > 0 ? this.stack[this.top - 1]! : null;
  }

  /** Where the search started: the start marker. */
  protected get startPlace(): number | null {
    return this.start;
  }

  private get stack(): Int32Array {
    return (this.stackStore ??= new Int32Array(this.events.length));
  }

  private get distance(): Int32Array {
    return (this.distanceStore ??= new Int32Array(this.places));
  }

  get progress(): SearchProgress {
    const done = this.position >= this.length;
    const block = this.position <= this.events.length ? this.expanding : -1;
    const expanding =
      block < 0
        ? null
        : { block, g: this.distance[block]!, h: this.stepsLeft(block) };
    return {
      explored: this.explored,
      waiting: this.waiting,
      depth: this.top,
      expanding,
      pathShown: Math.max(0, this.position - this.events.length),
      done,
    };
  }

  seek(cursor: number): readonly number[] | null {
    const to = Math.max(0, Math.min(this.length, Math.floor(cursor)));
    if (to < this.position || to - this.position > REPAINT_LIMIT) {
      if (to < this.position) this.reset();
      this.fastForward(to);
      return null;
    }
    const changed: number[] = [];
    const head = this.head;
    if (head !== null) changed.push(head);
    while (this.position < to) changed.push(this.apply(this.position++));
    const after = this.head;
    if (after !== null) changed.push(after);
    return changed;
  }

  private reset(): void {
    this.atOutcome = false;
    this.marks.fill(LAB_NONE);
    this.top = 0;
    this.position = 0;
    this.explored = 0;
    this.waiting = 0;
    this.expanding = -1;
  }

  /** Applies steps up to `to`; a jump to the end of a big run shows its outcome as it is. */
  private fastForward(to: number): void {
    if (to === this.length && this.outcome) {
      // The outcome is read, never written: leaving it starts over in `working`. An untraced
      // run's events are its expansions, one a block.
      this.atOutcome = true;
      this.top = 0;
      this.position = to;
      this.explored = this.events.length;
      this.waiting = 0;
      this.expanding = -1;
      return;
    }
    while (this.position < to) this.apply(this.position++);
  }

  /** Applies step i; returns the block it changed. */
  private apply(i: number): number {
    const marks = this.marks;
    if (i >= this.events.length) {
      const block = this.path![i - this.events.length]!;
      marks[block] = LAB_PATH;
      return block;
    }
    const event = this.events[i]!;
    const block = event >> 2;
    const kind = event & 3;
    const was = marks[block]!;
    if (kind === EXPAND) {
      if (was === LAB_NONE || was === LAB_FRONTIER) this.explored++;
      if (was === LAB_FRONTIER) this.waiting--;
      marks[block] = this.shadeScale > 0 ? LAB_DISTANCE + Math.min(DISTANCE_SHADES - 1, Math.floor((DISTANCE_SHADES * this.distance[block]!) / this.shadeScale)) : LAB_EXPLORED;
      this.stack[this.top++] = block;
      this.expanding = block;
    } else if (kind === DISCOVER) {
      this.distance[block] = this.expanding < 0 ? 0 : this.distance[this.expanding]! + 1;
      if (was === LAB_NONE) {
        marks[block] = LAB_FRONTIER;
        this.waiting++;
      }
    } else if (kind === RETREAT) {
      marks[block] = LAB_RETREATED;
      this.top--;
    }
    return block;
  }
}

/** The largest distance from the start a search's events reach: its path's, or a pass over them. */
function farthest(events: Int32Array, path: Int32Array | null): number {
  if (path) return path.length - 1;
  const distance = new Map<number, number>();
  let expanding = -1;
  let most = 0;
  for (let i = 0; i < events.length; i++) {
    const event = events[i]!;
    const block = event >> 2;
    if ((event & 3) === EXPAND) expanding = block;
    else if ((event & 3) === DISCOVER) {
      const d = expanding < 0 ? 0 : distance.get(expanding)! + 1;
      distance.set(block, d);
      if (d > most) most = d;
    }
  }
  return most;
}
