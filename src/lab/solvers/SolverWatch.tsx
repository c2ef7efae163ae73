import { useEffect, useMemo, useRef } from 'react';
import { SOLVERS } from '../../core';
import { useGame } from '../../store';
import { sameLabMaze } from '../../store/solversSlice';
import { LabCanvas } from './LabCanvas';
import { LabLegend } from './LabLegend';
import { MazeSource } from './MazeSource';
import { PlaybackControls } from './PlaybackControls';
import { RunStats } from './RunStats';
import { SearchReplay } from './searchReplay';
import { SolverPicker } from './SolverPicker';
import { usePlayback } from './usePlayback';
import { useLabMaze } from './useLabMaze';

/** 250 steps a second: a 20×20 maze's search in a few seconds, slow enough to follow. */
const SOLVER_SPEED = 7;

/** One solver on the lab's maze, animated: explored blocks, frontier, backtracking, then the path. */
export function SolverWatch() {
  const maze = useLabMaze();
  const run = useGame((s) => s.solverRun);
  const runSolver = useGame((s) => s.runSolver);
  const shown = useGame((s) => s.tab === 'solvers');
  const { playback, status } = usePlayback(SOLVER_SPEED);
  const autoplay = useRef(false);

  // A new game maze (or none run yet): run the chosen solver on it, once the tab is in view,
  // so new mazes made on the Play tab cost nothing here.
  useEffect(() => {
    if (shown && maze && !(run && sameLabMaze(run.maze, maze))) runSolver();
  }, [shown, maze, run, runSolver]);

  const replay = useMemo(() => (run ? new SearchReplay(run.maze.grid, run.maze.goal, run.events, run.path) : null), [run]);

  useEffect(() => {
    // A run too big to trace shows its outcome at once; a run the user asked for plays.
    const length = replay?.length ?? 0;
    playback.load(length, { autoplay: autoplay.current, at: run && !run.traced ? length : 0 });
    autoplay.current = false;
  }, [replay, run, playback]);

  const label = run ? `${SOLVERS[run.stats.solver].label} solving a ${run.maze.grid.rows}×${run.maze.grid.cols}-block maze` : 'Maze, being made';
  return (
    <section className="lab-card" aria-labelledby="watch-solver-heading">
      <h2 id="watch-solver-heading">Watch a solver</h2>
      <MazeSource maze={maze} />
      <div className="lab-stage">
        <div className="lab-frame">
          <LabCanvas replay={replay} playback={playback} label={label} />
        </div>
        <div className="lab-side">
          <SolverPicker
            onPick={() => {
              autoplay.current = true;
            }}
          />
          <PlaybackControls playback={playback} status={status} />
          {run && !run.traced && <p className="lab-note">A big maze: its replay shows the blocks explored and the path, without frontier or backtracking.</p>}
          <RunStats run={run} />
          <LabLegend />
        </div>
      </div>
    </section>
  );
}
