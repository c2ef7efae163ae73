import { useCallback, useEffect, useMemo, useRef } from 'react';
import { SOLVERS } from '../../core';
import { formatCount } from '../../format/numbers';
import { useGame } from '../../store';
import { DEFAULT_LAB_SETTINGS, sameLabMaze } from '../../store/solversSlice';
import { LabCanvas, type CrowdedNote } from './LabCanvas';
import { LabLegend } from './LabLegend';
import { headName, solverLegend } from './labLegend';
import { LabMazeSettings } from './LabMazeSettings';
import { levelFor } from './playback';
import { PlaybackControls } from './PlaybackControls';
import { RunStats } from './RunStats';
import { stillReplay } from './replay';
import { SearchReplay } from './searchReplay';
import { SearchState } from './SearchState';
import { SolverPicker } from './SolverPicker';
import { usePlayback } from './usePlayback';
import { useLabMaze } from './useLabMaze';

/** One solver on the lab's maze, animated: explored blocks, frontier, backtracking, then the path. */
export function SolverWatch() {
  const maze = useLabMaze();
  const latestRun = useGame((s) => s.solverRun);
  const request = useGame((s) => s.solverRequest);
  const solving = useGame((s) => s.solving);
  const runSolver = useGame((s) => s.runSolver);
  const makeLabMaze = useGame((s) => s.makeLabMaze);
  const labSettings = useGame((s) => s.labSettings);
  const shown = useGame((s) => s.tab === 'solvers');
  const { playback, status } = usePlayback(levelFor(0));
  const autoplay = useRef(false);
  // A run of another maze (the game moved on while it computed) is not shown.
  const run = latestRun && sameLabMaze(latestRun.maze, maze) ? latestRun : null;

  // A new maze (or none asked for yet): run the chosen solver on it, once the tab is in view,
  // so new mazes made on the Play tab cost nothing here.
  useEffect(() => {
    if (shown && maze && !(request && sameLabMaze(request.maze, maze))) runSolver();
  }, [shown, maze, request, runSolver]);

  // Until its run arrives, a maze shows bare.
  const replay = useMemo(() => {
    if (run) {
      return new SearchReplay(run.maze.grid, run.maze.goal, run.events, run.path, { start: run.maze.start, distanceShade: run.stats.solver === 'bfs' && run.traced, outcome: run.outcome });
    }
    return maze ? stillReplay(maze.grid, maze.start, maze.goal) : null;
  }, [run, maze]);

  useEffect(() => {
    // A run too big to trace shows its outcome at once; a run the user asked for plays. Each
    // replay opens at the speed that plays it in about ten seconds.
    const length = replay?.length ?? 0;
    playback.load(length, { autoplay: run !== null && autoplay.current, at: run && !run.traced ? length : 0, level: levelFor(length) });
    if (run) autoplay.current = false;
  }, [replay, run, playback]);

  // The replay stands at the playback's step (the canvas moves it), read on each status update.
  const progress = replay instanceof SearchReplay && status.length === replay.length ? replay.progress : null;

  const crowded = useCallback<CrowdedNote>(
    (fits) => {
      const width = Math.min(fits.width, labSettings.width, DEFAULT_LAB_SETTINGS.width);
      const height = Math.min(fits.height, labSettings.height, DEFAULT_LAB_SETTINGS.height);
      return (
        <>
          <p>
            This maze is {maze ? `${formatCount(maze.grid.rows)}×${formatCount(maze.grid.cols)} blocks` : 'too big'}: too many to see one by one here. A lab maze of at most{' '}
            {formatCount(fits.width)}×{formatCount(fits.height)} cells shows every block.
          </p>
          <button type="button" className="primary" onClick={() => makeLabMaze({ ...labSettings, width, height })}>
            Use a {width}×{height} lab maze
          </button>
        </>
      );
    },
    [maze, labSettings, makeLabMaze],
  );

  const label = run
    ? `${SOLVERS[run.stats.solver].label} solving a ${run.maze.grid.rows}×${run.maze.grid.cols}-block maze`
    : maze
      ? `A ${maze.grid.rows}×${maze.grid.cols}-block maze, not solved yet`
      : 'Maze, being made';
  const busy = solving && request !== null && sameLabMaze(request.maze, maze);
  const solver = run?.stats.solver ?? request?.solver ?? 'bfs';
  return (
    <section className="lab-card" aria-labelledby="watch-solver-heading" aria-busy={busy}>
      <h2 id="watch-solver-heading">Watch a solver</h2>
      <LabMazeSettings />
      <div className="lab-stage">
        <div className="lab-frame" style={maze ? { ['--maze-aspect' as string]: `${maze.grid.cols} / ${maze.grid.rows}` } : undefined}>
          <LabCanvas replay={replay} playback={playback} label={label} crowded={crowded} />
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
          {run && run.traced && <SearchState solver={run.stats.solver} grid={run.maze.grid} progress={progress} />}
          <RunStats run={run} progress={progress} />
          <LabLegend kinds={solverLegend(solver)} headName={headName(solver)} />
        </div>
      </div>
    </section>
  );
}
