import { useId } from 'react';
import { useStore } from '../store';
import { PLAY } from '../i18n/play';
import { SPEECH } from '../i18n/speech';
import { useText } from '../store/useText';
import { GhostRaceWhenThere } from './ghost/GhostRaceWhenThere';

/** The Play section: the solution (and where it starts) and the zoom. */
export function PlaySection() {
  const showSolution = useStore((s) => s.showSolution);
  const toggleSolution = useStore((s) => s.toggleSolution);
  const solutionFrom = useStore((s) => s.solutionFrom);
  const setSolutionFrom = useStore((s) => s.setSolutionFrom);
  const zoom = useStore((s) => s.zoom);
  const zoomIn = useStore((s) => s.zoomIn);
  const zoomOut = useStore((s) => s.zoomOut);
  const zoomToFit = useStore((s) => s.zoomToFit);
  const timerHidden = useStore((s) => s.timerHidden);
  const setTimerHidden = useStore((s) => s.setTimerHidden);
  const fromHereId = useId();
  const hideTimerId = useId();
  const moveEnd = useStore((s) => s.moveEnd);
  const text = useText(PLAY);
  const speech = useText(SPEECH);
  const endRefused = useStore((s) => s.endRefused);

  return (
    <section className="panel-section" aria-labelledby={`${fromHereId}-title`}>
      <h2 id={`${fromHereId}-title`}>{text.play}</h2>
      <div className="row">
        <button type="button" className="toggle" aria-pressed={showSolution} onClick={toggleSolution} title={text.solutionTitle}>
          {showSolution ? text.hideSolution : text.showSolution}
        </button>
        <label className="checkbox" htmlFor={fromHereId} title={text.solutionFromHereTitle}>
          <input id={fromHereId} type="checkbox" checked={solutionFrom === 'here'} onChange={(event) => setSolutionFrom(event.target.checked ? 'here' : 'entrance')} />
          {text.solutionFromHere}
        </label>
        <label className="checkbox" htmlFor={hideTimerId} title={text.hideTimerTitle}>
          <input id={hideTimerId} type="checkbox" checked={timerHidden} onChange={(event) => setTimerHidden(event.target.checked)} />
          {text.hideTimer}
        </label>
      </div>
      <div className="row" role="group" aria-label={text.startAndExit}>
        <button type="button" onClick={() => void moveEnd('start')} title={text.startHereTitle}>
          {text.startHere}
        </button>
        <button type="button" onClick={() => void moveEnd('goal')} title={text.exitHereTitle}>
          {text.exitHere}
        </button>
      </div>
      {endRefused && <p className="field-hint">{speech[endRefused]}</p>}
      <GhostRaceWhenThere />
      <div className="row zoom" role="group" aria-label={text.zoom}>
        <button type="button" onClick={zoomOut} disabled={zoom === null} title={text.zoomOutTitle}>
          {text.zoomOut}
        </button>
        <button type="button" onClick={zoomIn} title={text.zoomInTitle}>
          {text.zoomIn}
        </button>
        <button type="button" className="toggle" onClick={zoomToFit} aria-pressed={zoom === null} title={text.fitTitle}>
          {text.fit}
        </button>
      </div>
    </section>
  );
}
