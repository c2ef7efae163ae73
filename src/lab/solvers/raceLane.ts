import { EXPAND } from '../../core';
import { rankByWork, type WorkDone } from '../../core/solve/race';
import type { SolverRace } from '../../store/solversSlice';
import type { RaceRun } from '../../workers/solversJob';
import { CellSearchReplay } from './cellSearchReplay';
import { isCellScene, type Replay } from './replay';
import { SearchReplay } from './searchReplay';

/**
 * One solver's lane in a watched race: its search replay (SearchReplay or CellSearchReplay, the
 * same as "Watch a solver" plays), moved one expansion a tick instead of one event a step. So
 * every lane moves at the same pace of work, whatever else a solver records (frontier found,
 * dead ends backed out of), and the lane that finishes first did the least work. At its last
 * tick the lane shows its whole path at once: it has reached the goal.
 */
export class RaceLane implements Replay {
  /** Ticks to the finish: the places the solver expanded, one a tick. */
  readonly length: number;
  /** Where each expansion sits among the replay's steps. */
  private readonly expansions: Int32Array;

  constructor(
    readonly run: RaceRun,
    private readonly steps: Replay,
  ) {
    const { events } = run;
    let count = 0;
    for (let i = 0; i < events.length; i++) if ((events[i]! & 3) === EXPAND) count++;
    this.expansions = new Int32Array(count);
    for (let i = 0, k = 0; i < events.length; i++) if ((events[i]! & 3) === EXPAND) this.expansions[k++] = i;
    this.length = count;
  }

  get solver(): WorkDone['solver'] {
    return this.run.work.solver;
  }

  /**
   * The search's picture. On blocks, without the head's ring: a lane's blocks are small, the ring
   * then spills onto neighbouring blocks, and repainting the blocks a tick changed would leave
   * a trail of rings behind. The frontier shows where each search is. (Cells draw their markers
   * on a layer redrawn whole, so they keep theirs.)
   */
  get scene(): Replay['scene'] {
    const scene = this.steps.scene;
    return isCellScene(scene) ? scene : { ...scene, player: null };
  }

  /** Moves to tick `tick`: the first `tick` expansions and what followed each, or all and the path once finished. */
  seek(tick: number): readonly number[] | null {
    return this.steps.seek(this.finishedBy(tick) ? this.steps.length : this.expansions[Math.max(0, Math.floor(tick))]!);
  }

  finishedBy(tick: number): boolean {
    return tick >= this.length;
  }

  /** Places expanded by tick `tick`. */
  exploredBy(tick: number): number {
    return Math.max(0, Math.min(this.length, Math.floor(tick)));
  }
}

/** The race's lanes, in SOLVER_IDS order: blocks in the block style, cells in the line style. */
export function raceLanes(race: SolverRace): RaceLane[] {
  const { maze } = race;
  return race.runs.map((run) => {
    const options = { distanceShade: run.work.solver === 'bfs' };
    const steps = maze.kind === 'cells' ? new CellSearchReplay(maze.maze, run.events, run.path, options) : new SearchReplay(maze.grid, maze.goal, run.events, run.path, { ...options, start: maze.start });
    return new RaceLane(run, steps);
  });
}

/** The solvers finished by tick `tick`, in finishing order: least work first (see rankByWork). */
export function finishedBy(lanes: readonly RaceLane[], tick: number): WorkDone[] {
  return rankByWork(lanes.filter((lane) => lane.finishedBy(tick)).map((lane) => lane.run.work));
}
