import { useGame } from '../../store';

/**
 * After "Open in editor" (on the Play tab) replaced the drawn grid: says so, with Undo, which
 * puts the drawn grid back with its start and goal. Friendlier than asking first: the game's
 * maze shows at once, and nothing is lost.
 */
export function ReplacedNotice() {
  const replaced = useGame((s) => s.pathsReplaced);
  const undo = useGame((s) => s.undoOpenInPathsEditor);
  const dismiss = useGame((s) => s.dismissPathsReplaced);
  if (!replaced) return null;
  return (
    <div className="paths-replaced" role="status">
      <span>
        Replaced your {replaced.grid.rows} × {replaced.grid.cols} grid with the game’s maze.
      </span>
      <button type="button" onClick={undo}>
        Undo
      </button>
      <button type="button" className="paths-replaced-close" aria-label="Dismiss" onClick={dismiss}>
        ×
      </button>
    </div>
  );
}
