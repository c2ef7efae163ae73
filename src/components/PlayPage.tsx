import { Controls } from './Controls';
import { DirectionPad } from './DirectionPad';
import { ExportSection } from './ExportSection';
import { GenerationOverlay } from './GenerationOverlay';
import { Legend } from './Legend';
import { MazeCanvas } from './MazeCanvas';
import { PlaySection } from './PlaySection';
import { SolvedDialog } from './SolvedDialog';
import { StatusBar } from './StatusBar';
import { useGame } from '../store';

/** One line of help at phone width: on cells a drag walks, a tap on a neighbour steps. */
function PhoneHint() {
  const onCells = useGame((s) => s.shaped !== null);
  return <p className="phone-hint">{onCells ? 'Drag to walk · tap far from you for the solution' : 'Swipe to walk · tap the maze for the solution'}</p>;
}

/**
 * The game: the status line, the maze, and under it the legend and the direction pad, all in
 * one screen; beside it (below it on phones) the Play, Maze and Export sections.
 */
export function PlayPage() {
  return (
    <div className="layout">
      <section className="board" aria-label="Game">
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
      <SolvedDialog />
    </div>
  );
}
