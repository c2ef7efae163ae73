import { useEffect, useMemo, useRef } from 'react';
import { SOLVERS } from '../../core';
import { useGame } from '../../store';
import { sameLabMaze } from '../../store/solversSlice';
import { LabCanvas } from './LabCanvas';
import { LabLegend } from './LabLegend';
import { MazeSource } from './MazeSource';
import { PlaybackControls } from './PlaybackControls';
import { RunStats } from './RunStats';
import { stillReplay } from './replay';
import { SearchReplay } from './searchReplay';
import { SolverPicker } from './SolverPicker';
import { usePlayback } from './usePlayback';
import { useLabMaze } from './useLabMaze';

/** 250 steps a second: a 20×20 maze's search in a few seconds, slow enough to follow. */
const SOLVER_SPEED = 7;

/** One solver on the lab's maze, animated: explored blocks, frontier, backtracking, then the path. */
export function SolverWatch() {
  const maze = useLabMaze();
  const latestRun = useGame((s) => s.solverRun);
  const request = useGame((s) => s.solverRequest);
  const solving = useGame((s) => s.solving);
  const runSolver = useGame((s) => s.runSolver);
  const shown = useGame((s) => s.tab === 'solvers');
  const { playback, status } = usePlayback(SOLVER_SPEED);
  const autoplay = useRef(false);
  // A run of another maze (the game moved on while it computed) is not shown.
  const run = latestRun && sameLabMaze(latestRun.maze, maze) ? latestRun : null;

  // A new game maze (or none asked for yet): run the chosen solver on it, once the tab is in
  // view, so new mazes made on the Play tab cost nothing here.
  useEffect(() => {
    if (shown && maze && !(request && sameLabMaze(request.maze, maze))) runSolver();
  }, [shown, maze, request, runSolver]);

  // Until its run arrives, a maze shows bare.
  const replay = useMemo(() => {
    if (run) return new SearchReplay(run.maze.grid, run.maze.goal, run.events, run.path, run.outcome);
    return maze ? stillReplay(maze.grid, maze.goal) : null;
  }, [run, maze]);

  useEffect(() => {
    // A run too big to trace shows its outcome at once; a run the user asked for plays.
    const length = replay?.length ?? 0;
    playback.load(length, { autoplay: run !== null && autoplay.current, at: run && !run.traced ? length : 0 });
    if (run) autoplay.current = false;
  }, [replay, run, playback]);

  const label = run
    ? `${SOLVERS[run.stats.solver].label} solving a ${run.maze.grid.rows}×${run.maze.grid.cols}-block maze`
    : maze
      ? `A ${maze.grid.rows}×${maze.grid.cols}-block maze, not solved yet`
      : 'Maze, being made';
  const busy = solving && request !== null && sameLabMaze(request.maze, maze);
  return (
    <section className="lab-card" aria-labelledby="watch-solver-heading" aria-busy={busy}>
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
          {busy && (
            <p className="lab-note lab-busy" role="status">
              Solving with {SOLVERS[request.solver].label}…
            </p>
          )}
          {run && !run.traced && <p className="lab-note">A big maze: its replay shows the blocks explored and the path, without frontier or backtracking.</p>}
          <RunStats run={run} />
          <LabLegend />
        </div>
      </div>
    </section>
  );
}
