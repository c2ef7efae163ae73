import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from '../store';
import { PLAY } from '../i18n/play';
import { SaveAgain } from './SaveAgain';
import { NOTICES } from '../i18n/notices';
import { formatCount } from '../format/numbers';
import { MAX_SVG_CELLS, shownCells } from '../store/pngSlice';
import { useText } from '../store/useText';
import { focusMaze } from './mazeFocus';

/** An export shorter than this shows no progress: a flash of a bar would only distract. */
const SHOW_PROGRESS_AFTER_MS = 300;

/** Gives the keys back to the maze, unless the player has meanwhile put focus somewhere else. */
function backToMaze(within: HTMLElement | null): void {
  const active = document.activeElement;
  if (!active || active === document.body || within?.contains(active)) focusMaze();
}

/**
 * "Download PNG", "Download SVG" and "Include my trail in the PNG"; while a big picture is made,
 * its progress and a Cancel button.
 */
export function PngDownload() {
  const exporting = useStore((s) => s.pngExport);
  const format = useStore((s) => s.exportFormat);
  const downloadPng = useStore((s) => s.downloadPng);
  const downloadSvg = useStore((s) => s.downloadSvg);
  const cancelPng = useStore((s) => s.cancelPng);
  const trailInPng = useStore((s) => s.trailInPng);
  const setTrailInPng = useStore((s) => s.setTrailInPng);
  const trailId = useId();
  const svgWhyId = useId();
  const root = useRef<HTMLDivElement>(null);
  const [slow, setSlow] = useState(false);
  const busy = exporting !== null;
  const text = useText(PLAY);
  const notices = useText(NOTICES);
  const ready = useStore((s) => s.pictureReady);
  const saveReady = useStore((s) => s.saveReadyPicture);
  // An SVG of a maze past MAX_SVG_CELLS is refused: the button says so beside itself (a notice at the top of the page was out of view).
  const cells = useStore(shownCells);
  const svgTooBig = cells > MAX_SVG_CELLS;

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
      <div className="row">
        <button type="button" disabled={busy} onClick={() => void downloadPng().then(() => backToMaze(root.current))}>
          {text.downloadPng}
        </button>
        <button
          type="button"
          disabled={busy || svgTooBig}
          title={text.downloadSvgTitle}
          aria-describedby={svgTooBig ? svgWhyId : undefined}
          onClick={() => void downloadSvg().then(() => backToMaze(root.current))}
        >
          {text.downloadSvg}
        </button>
      </div>
      {svgTooBig && (
        <p id={svgWhyId} className="field-hint">
          {notices.svgTooBig(formatCount(cells), formatCount(MAX_SVG_CELLS))}
        </p>
      )}
      {ready && !busy && (
        <p className="field-hint" role="status">
          <SaveAgain said={text.pictureReady(ready.format.toUpperCase())} button={text.saveAgain(ready.format.toUpperCase())} onSave={saveReady} />
        </p>
      )}
      <label className="checkbox" htmlFor={trailId}>
        <input
          id={trailId}
          type="checkbox"
          checked={trailInPng}
          onChange={(event) => {
            setTrailInPng(event.target.checked);
            backToMaze(root.current);
          }}
        />
        {text.trailInPng}
      </label>
      {exporting && slow && format === 'png' && (
        <span className="png-progress">
          {exporting.stage === 'drawing' ? <progress max={1} value={exporting.fraction} aria-label={text.pngProgress} /> : <progress aria-label={text.pngProgress} />}
          {/* A label of fixed width, so Cancel stays put while the numbers change. */}
          <span className="png-progress-label">{exporting.stage === 'drawing' ? text.drawing(Math.round(exporting.fraction * 100)) : text.compressing}</span>
          <button type="button" className="small" onClick={cancelPng}>
            {text.cancelPng}
          </button>
        </span>
      )}
      {exporting && slow && format === 'svg' && (
        <span className="png-progress">
          {/* Paths are written in one go: a bar that says work is going on, not how much. */}
          <progress aria-label={text.svgProgress} />
          <span className="png-progress-label">{text.writingSvg}</span>
          <button type="button" className="small" onClick={cancelPng}>
            {text.cancelSvg}
          </button>
        </span>
      )}
    </div>
  );
}
