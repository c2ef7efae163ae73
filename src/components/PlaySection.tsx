import { useId } from 'react';
import { useGame } from '../store';

/** The Play section: the solution (and where it starts) and the zoom. */
export function PlaySection() {
  const showSolution = useGame((s) => s.showSolution);
  const toggleSolution = useGame((s) => s.toggleSolution);
  const solutionFrom = useGame((s) => s.solutionFrom);
  const setSolutionFrom = useGame((s) => s.setSolutionFrom);
  const zoom = useGame((s) => s.zoom);
  const zoomIn = useGame((s) => s.zoomIn);
  const zoomOut = useGame((s) => s.zoomOut);
  const zoomToFit = useGame((s) => s.zoomToFit);
  const timerHidden = useGame((s) => s.timerHidden);
  const setTimerHidden = useGame((s) => s.setTimerHidden);
  const fromHereId = useId();
  const hideTimerId = useId();
  const onCells = useGame((s) => s.shaped !== null);
  const moveEnd = useGame((s) => s.moveEnd);

  return (
    <section className="panel-section" aria-labelledby={`${fromHereId}-title`}>
      <h2 id={`${fromHereId}-title`}>Play</h2>
      <div className="row">
        <button type="button" className="toggle" aria-pressed={showSolution} onClick={toggleSolution} title="Show or hide the shortest way out (H, or a tap on the maze)">
          {showSolution ? 'Hide solution' : 'Show solution'}
        </button>
        <label className="checkbox" htmlFor={fromHereId} title="Once you have moved, the solution starts where you stand; untick it to see it from the entrance">
          <input id={fromHereId} type="checkbox" checked={solutionFrom === 'here'} onChange={(event) => setSolutionFrom(event.target.checked ? 'here' : 'entrance')} />
          Solution from here
        </label>
        <label className="checkbox" htmlFor={hideTimerId} title="Play without the clock on screen; the run is still timed">
          <input id={hideTimerId} type="checkbox" checked={timerHidden} onChange={(event) => setTimerHidden(event.target.checked)} />
          Hide timer
        </label>
      </div>
      {onCells && (
        <div className="row" role="group" aria-label="Start and exit">
          <button type="button" onClick={() => void moveEnd('start')} title="Make the cell you stand on the start of this maze">
            Start here
          </button>
          <button type="button" onClick={() => void moveEnd('goal')} title="Make the cell you stand on the exit of this maze, and go back to the start">
            Exit here
          </button>
        </div>
      )}
      <div className="row zoom" role="group" aria-label="Zoom">
        <button type="button" onClick={zoomOut} disabled={zoom === null} title="Zoom out (−)">
          Zoom out
        </button>
        <button type="button" onClick={zoomIn} title="Zoom in and follow the player (+)">
          Zoom in
        </button>
        <button type="button" className="toggle" onClick={zoomToFit} aria-pressed={zoom === null} title="Whole maze (0)">
          Fit
        </button>
      </div>
    </section>
  );
}
