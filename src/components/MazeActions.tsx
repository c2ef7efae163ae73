import { useId, useState } from 'react';
import { pngFileName, renderPng, saveBlob } from '../render/png';
import { THEME } from '../render/theme';
import { useGame } from '../store';
import { gameScene } from './gameScene';
import { messageOf } from '../core/errors';

/** "Show solution" / "Hide solution", "Download PNG" (plain, with solution, optionally with the trail) and "Open in editor" (the Paths tab). */
export function MazeActions() {
  const showSolution = useGame((s) => s.showSolution);
  const toggleSolution = useGame((s) => s.toggleSolution);
  const trailInPng = useGame((s) => s.trailInPng);
  const setTrailInPng = useGame((s) => s.setTrailInPng);
  const notify = useGame((s) => s.notify);
  const zoom = useGame((s) => s.zoom);
  const zoomIn = useGame((s) => s.zoomIn);
  const zoomOut = useGame((s) => s.zoomOut);
  const zoomToFit = useGame((s) => s.zoomToFit);
  const openInPathsEditor = useGame((s) => s.openInPathsEditor);
  const hasMaze = useGame((s) => s.maze !== null);
  const [saving, setSaving] = useState(false);
  const trailId = useId();

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
    <div className="actions">
      <button type="button" aria-pressed={showSolution} onClick={toggleSolution}>
        {showSolution ? 'Hide solution' : 'Show solution'}
      </button>
      <button type="button" onClick={() => void download()} disabled={saving}>
        Download PNG
      </button>
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
      <label className="checkbox" htmlFor={trailId}>
        <input id={trailId} type="checkbox" checked={trailInPng} onChange={(event) => setTrailInPng(event.target.checked)} />
        Include my trail in the PNG
      </label>
    </div>
  );
}
