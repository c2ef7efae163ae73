import { useId, useState } from 'react';
import { messageOf } from '../core/errors';
import { pngFileName, renderPng, saveBlob } from '../render/png';
import { THEME } from '../render/theme';
import { useGame } from '../store';
import { gameScene } from './gameScene';

/** The Export section: the PNG (plain, with the solution shown, optionally with the trail) and "Open in editor" (the Paths tab). */
export function ExportSection() {
  const trailInPng = useGame((s) => s.trailInPng);
  const setTrailInPng = useGame((s) => s.setTrailInPng);
  const notify = useGame((s) => s.notify);
  const openInPathsEditor = useGame((s) => s.openInPathsEditor);
  const hasMaze = useGame((s) => s.maze !== null);
  const [saving, setSaving] = useState(false);
  const id = useId();

  const download = async () => {
    const state = useGame.getState();
    const scene = gameScene(state, 'png');
    if (!scene || !state.settings) return;
    setSaving(true);
    try {
      saveBlob(await renderPng(scene, THEME), pngFileName(state.settings, scene.solution !== null, scene.marks !== null));
    } catch (error) {
      notify(`Could not make the PNG: ${messageOf(error)}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="panel-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Export</h2>
      <div className="row">
        <button type="button" onClick={() => void download()} disabled={saving}>
          Download PNG
        </button>
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
      <label className="checkbox" htmlFor={id}>
        <input id={id} type="checkbox" checked={trailInPng} onChange={(event) => setTrailInPng(event.target.checked)} />
        Include my trail in the PNG
      </label>
    </section>
  );
}
