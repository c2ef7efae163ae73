import { useEffect, useId, useRef, useState } from 'react';
import { useGame } from '../store';

/** An export shorter than this shows no progress: a flash of a bar would only distract. */
const SHOW_PROGRESS_AFTER_MS = 300;

/**
 * Hands the arrow keys back to the maze: to its canvas when it can take focus, else to the page
 * (the keys are heard on the window; only a focused form control keeps them). Focus the player
 * has meanwhile moved elsewhere stays where it is.
 */
function focusMaze(within: HTMLElement | null): void {
  const active = document.activeElement;
  if (active && active !== document.body && !within?.contains(active)) return;
  const canvas = document.querySelector<HTMLElement>('.maze-canvas');
  if (canvas?.hasAttribute('tabindex')) canvas.focus({ preventScroll: true });
  else if (active instanceof HTMLElement) active.blur();
}

/** "Download PNG" and "Include my trail in the PNG"; while a big PNG is made, its progress and a Cancel button. */
export function PngDownload() {
  const exporting = useGame((s) => s.pngExport);
  const downloadPng = useGame((s) => s.downloadPng);
  const cancelPng = useGame((s) => s.cancelPng);
  const trailInPng = useGame((s) => s.trailInPng);
  const setTrailInPng = useGame((s) => s.setTrailInPng);
  const trailId = useId();
  const root = useRef<HTMLDivElement>(null);
  const [slow, setSlow] = useState(false);
  const busy = exporting !== null;

  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setSlow(true), SHOW_PROGRESS_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [busy]);

  return (
    <div className="png-download" ref={root}>
      <button type="button" disabled={busy} onClick={() => void downloadPng().then(() => focusMaze(root.current))}>
        Download PNG
      </button>
      <label className="checkbox" htmlFor={trailId}>
        <input
          id={trailId}
          type="checkbox"
          checked={trailInPng}
          onChange={(event) => {
            setTrailInPng(event.target.checked);
            focusMaze(root.current);
          }}
        />
        Include my trail in the PNG
      </label>
      {exporting && slow && (
        <span className="png-progress">
          {exporting.stage === 'drawing' ? <progress max={1} value={exporting.fraction} aria-label="PNG progress" /> : <progress aria-label="PNG progress" />}
          {/* A label of fixed width, so Cancel stays put while the numbers change. */}
          <span className="png-progress-label">{exporting.stage === 'drawing' ? `Drawing ${Math.round(exporting.fraction * 100)}%` : 'Compressing…'}</span>
          <button type="button" className="small" onClick={cancelPng}>
            Cancel PNG
          </button>
        </span>
      )}
    </div>
  );
}
