import { useId } from 'react';
import { useGame } from '../store';
import { PngDownload } from './PngDownload';

/** The Export section: the PNG (with its progress and Cancel for a big one) and "Open in editor" (the Paths tab). */
export function ExportSection() {
  const openInPathsEditor = useGame((s) => s.openInPathsEditor);
  const hasMaze = useGame((s) => s.maze !== null);
  const id = useId();

  return (
    <section className="panel-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Export</h2>
      <PngDownload />
      <div className="row">
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
    </section>
  );
}
