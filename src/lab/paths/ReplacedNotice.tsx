import { useStore } from '../../store';
import { PATHS_TEXT } from '../../i18n/paths';
import { useText } from '../../store/useText';

/**
 * After "Open in editor" (on the Play tab) replaced the drawn grid: says so, with Undo, which
 * puts the drawn grid back with its start and goal. Friendlier than asking first: the game's
 * maze shows at once, and nothing is lost.
 */
export function ReplacedNotice() {
  const replaced = useStore((s) => s.pathsReplaced);
  const undo = useStore((s) => s.undoOpenInPathsEditor);
  const dismiss = useStore((s) => s.dismissPathsReplaced);
  const t = useText(PATHS_TEXT);
  if (!replaced) return null;
  return (
    <div className="paths-replaced" role="status">
      <span>
        {t.replaced(replaced.grid.rows, replaced.grid.cols)}
      </span>
      <button type="button" onClick={undo}>
        {t.undo}
      </button>
      <button type="button" className="paths-replaced-close" aria-label={t.dismiss} onClick={dismiss}>
        ×
      </button>
    </div>
  );
}
