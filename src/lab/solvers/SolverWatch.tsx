import { useCallback, useEffect, useMemo, useRef } from 'react';
import { formatCount } from '../../format/numbers';
import { useStore } from '../../store';
import { sameLabMaze } from '../../store/solversSlice';
import { LabCanvas, type CrowdedNote } from './LabCanvas';
import { LabLegend } from './LabLegend';
import { headName, solverLegend } from './labLegend';
import { LabMazeSettings } from './LabMazeSettings';
import { levelFor } from './playback';
import { PlaybackControls } from './PlaybackControls';
import { RunStats } from './RunStats';
import { stillCellReplay, stillReplay, type Replay } from './replay';
import { SearchReplay } from './searchReplay';
import { CellSearchReplay } from './cellSearchReplay';
import { SearchSteps } from './searchSteps';
import { mazeAspect, mazeName, mazeSizeText, shrunkSettings } from './labMazeSize';
import { unitOf, type SolversMaze } from '../../workers/solversMaze';
import type { SolverRun } from '../../store/solversSlice';
import { SearchState } from './SearchState';
import { SolverPicker } from './SolverPicker';
import { usePlayback } from './usePlayback';
import { useLabMaze } from './useLabMaze';
import { SOLVERS_TEXT } from '../../i18n/solvers';
import { useText } from '../../store/useText';
import { SOLVER_NOTES } from '../../i18n/solverNotes';

/** A run's replay: of blocks in the block style, of cells in the line style. */
function replayOf(run: SolverRun): Replay {
  const options = { distanceShade: run.stats.solver === 'bfs' && run.traced, outcome: run.outcome };
  if (run.maze.kind === 'cells') return new CellSearchReplay(run.maze.maze, run.events, run.path, options);
  return new SearchReplay(run.maze.grid, run.maze.goal, run.events, run.path, { ...options, start: run.maze.start });
}

function stillOf(maze: SolversMaze): Replay {
  return maze.kind === 'cells' ? stillCellReplay(maze.maze) : stillReplay(maze.grid, maze.start, maze.goal);
}

/** One solver on the lab's maze, animated: explored blocks, frontier, backtracking, then the path. */
export function SolverWatch() {
  const maze = useLabMaze();
  const t = useText(SOLVERS_TEXT);
  const { names } = useText(SOLVER_NOTES);
  const language = useStore((s) => s.language);
  const latestRun = useStore((s) => s.solverRun);
  const request = useStore((s) => s.solverRequest);
  const solving = useStore((s) => s.solving);
  const runSolver = useStore((s) => s.runSolver);
  const makeLabMaze = useStore((s) => s.makeLabMaze);
  const labSettings = useStore((s) => s.labSettings);
  const shown = useStore((s) => s.tab === 'solvers');
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
  const replay = useMemo(() => (run ? replayOf(run) : maze ? stillOf(maze) : null), [run, maze]);

  useEffect(() => {
    // A run too big to trace shows its outcome at once; a run the user asked for plays. Each
    // replay opens at the speed that plays it in about ten seconds.
    const length = replay?.length ?? 0;
    playback.load(length, { autoplay: run !== null && autoplay.current, at: run && !run.traced ? length : 0, level: levelFor(length) });
    if (run) autoplay.current = false;
  }, [replay, run, playback]);

  // The replay stands at the playback's step (the canvas moves it), read on each status update.
  const progress = replay instanceof SearchSteps && status.length === replay.length ? replay.progress : null;

  const crowded = useCallback<CrowdedNote>(
    (fits) => {
      const smaller = shrunkSettings(labSettings, maze, fits, language);
      const unit = maze ? unitOf(maze) : 'block';
      return (
        <>
          <p>
            {t.crowded(maze ? mazeSizeText(maze, language) : t.tooBig)}{' '}
            {fits.kind === 'blocks' ? t.fitsBlocks(formatCount(fits.width), formatCount(fits.height)) : t.fitsCells(formatCount(Math.round(100 * fits.shrink)), unit)}
          </p>
          <button type="button" className="primary" onClick={() => makeLabMaze(smaller.settings)}>
            {t.useSmaller(smaller.size)}
          </button>
        </>
      );
    },
    [maze, labSettings, makeLabMaze, t, language],
  );

  const label = run
    ? t.solvingA(names[run.stats.solver], mazeName(run.maze, language))
    : maze
      ? t.notSolved(mazeName(maze, language))
      : t.mazeBeingMade;
  const busy = solving && request !== null && sameLabMaze(request.maze, maze);
  const solver = run?.stats.solver ?? request?.solver ?? 'bfs';
  return (
    <section className="lab-card" aria-labelledby="watch-solver-heading" aria-busy={busy}>
      <h2 id="watch-solver-heading">{t.watchSolver}</h2>
      <LabMazeSettings />
      <div className="lab-stage">
        <div className="lab-frame" style={maze ? { ['--maze-aspect' as string]: mazeAspect(maze) } : undefined}>
          <LabCanvas replay={replay} playback={playback} label={label} crowded={crowded} />
        </div>
        <div className="lab-side">
          <SolverPicker
            onPick={() => {
              autoplay.current = true;
            }}
          />
          <PlaybackControls playback={playback} status={status} stepsNote={t.stepsNote(maze ? unitOf(maze) : 'block')} />
          {busy && (
            <p className="lab-note lab-busy" role="status">
              {t.solving(names[request.solver])}
            </p>
          )}
          {run && !run.traced && <p className="lab-note">{t.bigMaze(unitOf(run.maze))}</p>}
          {run && run.traced && <SearchState solver={run.stats.solver} maze={run.maze} progress={progress} />}
          <RunStats run={run} progress={progress} />
          <LabLegend kinds={solverLegend(solver, maze ? unitOf(maze) : 'block')} headName={headName(solver, maze ? unitOf(maze) : 'block', language)} lines={maze ? unitOf(maze) === 'cell' : false} />
        </div>
      </div>
    </section>
  );
}
