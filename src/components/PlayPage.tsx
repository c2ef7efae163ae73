import { lazy, Suspense, useEffect, useState } from 'react';
import { Controls } from './Controls';
import { DirectionPad } from './DirectionPad';
import { Levelled } from './Levelled';
import { GenerationOverlay } from './GenerationOverlay';
import { Legend } from './Legend';
import { MazeCanvas } from './MazeCanvas';
import { PlaySection } from './PlaySection';
import { StatusBar } from './StatusBar';
import { SolutionAsked } from './SolutionAsked';
import { useStore } from '../store';
import { NOTICES } from '../i18n/notices';
import { CodeLoadError, onFirstUse } from '../lazy/onFirstUse';
import { PLAY } from '../i18n/play';
import { QuietBoundary, Quietly } from './QuietBoundary';
import { useText } from '../store/useText';
import { DailyBanner } from './daily/DailyBanner';
import { DailySection } from './daily/DailySection';

/** One line of help at phone width, the same on every shape: a swipe runs, a drag walks, a tap on a neighbour steps. */
function PhoneHint() {
  const text = useText(PLAY);
  return (
    <p className="phone-hint">
      <SolutionAsked instead={text.phoneHint} />
    </p>
  );
}

// The Solved dialog's code is fetched on the run's first move, so it is there at the win; a
// visit that never moves never fetches it.
const loadSolvedDialog = onFirstUse('the Solved dialog', () => import('./SolvedDialog'));
const SolvedDialog = lazy(() => loadSolvedDialog().then((module) => ({ default: module.SolvedDialog })));

function SolvedDialogWhenWon() {
  const open = useStore((s) => s.solvedOpen);
  const moved = useStore((s) => s.moves > 0);
  useEffect(() => {
    if (moved) void loadSolvedDialog().catch(() => undefined);
  }, [moved]);
  if (!open) return null;
  // Its code missing (offline before it was cached) costs the dialog, never the game: a notice says so.
  const said = (error: unknown) => {
    if (error instanceof CodeLoadError) useStore.getState().notify((language) => ({ text: NOTICES[language].codeCouldNotLoad }));
  };
  return (
    <QuietBoundary onError={said}>
      <Suspense fallback={null}>
        <SolvedDialog />
      </Suspense>
    </QuietBoundary>
  );
}

// "One of about 10ⁿ possible mazes" under the maze: fetched once the first maze is drawn and the
// page is idle, never with the first load, and done without if its code does not arrive.
const loadMazeCount = onFirstUse('the maze count', () => import('./MazeCount'));
const MazeCount = lazy(() => loadMazeCount().then((module) => ({ default: module.MazeCount })));

function MazeCountWhenIdle() {
  const drawn = useStore((s) => s.maze !== null || s.shaped !== null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!drawn || ready) return;
    const go = () => setReady(true);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(go, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(go, 500);
    return () => clearTimeout(id);
  }, [drawn, ready]);
  // The line's place is kept from the start, so nothing below moves when it arrives.
  return (
    <div className="maze-count-slot">
      {ready && (
        <Quietly>
          <MazeCount />
        </Quietly>
      )}
    </div>
  );
}

// The maze's difficulty (under it) and the Mode and heat map (beside it): with the first maze drawn, never in the first load.
const AnalysisSection = lazy(() => import('./analysis/AnalysisSection').then((module) => ({ default: module.AnalysisSection })));
// The Export section (PNG, SVG, print), at the panel's foot: fetched as the page first renders, never in the first load.
const ExportSection = lazy(() => import('./ExportSection').then((module) => ({ default: module.ExportSection })));
const MazeDifficulty = lazy(() => import('./analysis/MazeDifficulty').then((module) => ({ default: module.MazeDifficulty })));

/**
 * The game: the status line, the maze, and under it the legend and the direction pad, all in
 * one screen; beside it (below it on phones) the Play, Maze and Export sections.
 */
export function PlayPage() {
  const text = useText(PLAY);
  return (
    <div className="layout">
      <section className="board" aria-label={text.game}>
        <StatusBar />
        <DailyBanner />
        <PhoneHint />
        <div className="canvas-frame">
          <MazeCanvas />
          <GenerationOverlay />
        </div>
        <div className="board-footer">
          <div className="board-notes">
            <Quietly><MazeDifficulty /></Quietly>
            <Legend />
            <MazeCountWhenIdle />
          </div>
          <div className="board-pads">
            <Levelled part="pad" />
            <DirectionPad />
          </div>
        </div>
      </section>
      <aside className="panel">
        <DailySection />
        <PlaySection />
        <Controls />
        <Quietly><AnalysisSection /></Quietly>
        <Quietly><ExportSection /></Quietly>
      </aside>
      <SolvedDialogWhenWon />
    </div>
  );
}
