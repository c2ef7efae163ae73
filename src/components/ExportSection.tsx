import { useId } from 'react';
import { useStore } from '../store';
import { PLAY } from '../i18n/play';
import { useText } from '../store/useText';
import { PngDownload } from './PngDownload';
import { PrintButtons } from './PrintButton';

/** The Export section: the PNG and SVG (with progress and Cancel for a big one), Print and the Print studio, and "Open in editor" (the Paths tab). */
export function ExportSection() {
  const openInPathsEditor = useStore((s) => s.openInPathsEditor);
  const hasMaze = useStore((s) => s.maze !== null);
  // The Paths editor works on 0/1 block grids: a maze of other cells has no such grid.
  const isCellMaze = useStore((s) => s.shaped !== null);
  const id = useId();
  const text = useText(PLAY);

  return (
    <section className="panel-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.export}</h2>
      <PngDownload />
      <PrintButtons />
      <div className="row">
        <button
          type="button"
          disabled={!hasMaze}
          title={isCellMaze ? text.openInEditorCellsTitle : text.openInEditorTitle}
          onClick={() => {
            const { maze } = useStore.getState();
            if (maze) openInPathsEditor(maze);
          }}
        >
          {text.openInEditor}
        </button>
      </div>
    </section>
  );
}
