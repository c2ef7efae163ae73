import { Controls } from './Controls';
import { DirectionPad } from './DirectionPad';
import { ExportSection } from './ExportSection';
import { GenerationOverlay } from './GenerationOverlay';
import { Legend } from './Legend';
import { MazeCanvas } from './MazeCanvas';
import { PlaySection } from './PlaySection';
import { SolvedDialog } from './SolvedDialog';
import { StatusBar } from './StatusBar';

/**
 * The game: the status line, the maze, and under it the legend and the direction pad, all in
 * one screen; beside it (below it on phones) the Play, Maze and Export sections.
 */
export function PlayPage() {
  return (
    <div className="layout">
      <section className="board" aria-label="Game">
        <StatusBar />
        <p className="phone-hint">Swipe to walk · tap the maze for the solution</p>
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
