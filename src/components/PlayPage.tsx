import { lazy, Suspense } from 'react';
import { Controls } from './Controls';
import { DirectionPad } from './DirectionPad';
import { ExportSection } from './ExportSection';
import { GenerationOverlay } from './GenerationOverlay';
import { Legend } from './Legend';
import { MazeCanvas } from './MazeCanvas';
import { PlaySection } from './PlaySection';
import { StatusBar } from './StatusBar';
import { useGame } from '../store';
import { PLAY } from '../i18n/play';
import { useText } from '../i18n/useText';

/** One line of help at phone width: on cells a drag walks, a tap on a neighbour steps. */
function PhoneHint() {
  const onCells = useGame((s) => s.shaped !== null);
  const text = useText(PLAY);
  return <p className="phone-hint">{onCells ? text.phoneHintCells : text.phoneHint}</p>;
}

// The Solved dialog loads at the first win: a visit that never finishes a maze never fetches it.
const SolvedDialog = lazy(() => import('./SolvedDialog').then((module) => ({ default: module.SolvedDialog })));

function SolvedDialogWhenWon() {
  const open = useGame((s) => s.solvedOpen);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SolvedDialog />
    </Suspense>
  );
}

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
        <PhoneHint />
        <div className="canvas-frame">
          <MazeCanvas />
          <GenerationOverlay />
        </div>
        <div className="board-footer">
          <Legend />
          <DirectionPad />
        </div>
      </section>
      <aside className="panel">
        <PlaySection />
        <Controls />
        <ExportSection />
      </aside>
      <SolvedDialogWhenWon />
    </div>
  );
}
