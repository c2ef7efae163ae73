import { useGame } from '../store';
import { PngDownload } from './PngDownload';

/** "Show solution" / "Hide solution", the PNG download (see PngDownload), zoom and "Open in editor" (the Paths tab). */
export function MazeActions() {
  const showSolution = useGame((s) => s.showSolution);
  const toggleSolution = useGame((s) => s.toggleSolution);
  const zoom = useGame((s) => s.zoom);
  const zoomIn = useGame((s) => s.zoomIn);
  const zoomOut = useGame((s) => s.zoomOut);
  const zoomToFit = useGame((s) => s.zoomToFit);
  const openInPathsEditor = useGame((s) => s.openInPathsEditor);
  const hasMaze = useGame((s) => s.maze !== null);
  return (
    <div className="actions">
      <button type="button" aria-pressed={showSolution} onClick={toggleSolution}>
        {showSolution ? 'Hide solution' : 'Show solution'}
      </button>
      <PngDownload />
      <div className="zoom" role="group" aria-label="Zoom">
        <button type="button" onClick={zoomOut} disabled={zoom === null} title="Zoom out (−)">
          Zoom out
        </button>
        <button type="button" onClick={zoomIn} title="Zoom in and follow the player (+)">
          Zoom in
        </button>
        <button type="button" onClick={zoomToFit} aria-pressed={zoom === null} title="Whole maze (0)">
          Fit
        </button>
      </div>
      <button
        type="button"
        disabled={!hasMaze}
        title="Open this maze's grid in the Paths tab's editor"
        onClick={() => {
          const { maze } = useGame.getState();
          if (maze) openInPathsEditor(maze);
        }}
      >
        Open in editor
      </button>
    </div>
  );
}
