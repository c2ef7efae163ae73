import { Controls } from './Controls';
import { DirectionPad } from './DirectionPad';
import { Legend } from './Legend';
import { MazeActions } from './MazeActions';
import { MazeCanvas } from './MazeCanvas';
import { SolvedDialog } from './SolvedDialog';
import { StatusBar } from './StatusBar';

/** The game: the maze, its status, the direction pad, and the settings beside it. */
export function PlayPage() {
  return (
    <div className="layout">
      <section className="board" aria-label="Game">
        <StatusBar />
        <div className="canvas-frame">
          <MazeCanvas />
        </div>
        <DirectionPad />
      </section>
      <aside className="panel">
        <MazeActions />
        <Controls />
        <Legend />
      </aside>
      <SolvedDialog />
    </div>
  );
}
