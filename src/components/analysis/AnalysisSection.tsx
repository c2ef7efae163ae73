import { useId } from 'react';
import { ANALYSIS } from '../../i18n/analysis';
import { useStore } from '../../store';
import { PLAY_MODES, type PlayMode } from '../../store/playMode';
import { useText } from '../../store/useText';

/** The Play tab's Mode choice (Classic, Fog, Time trial) and the heat map's switch and origin. */
export function AnalysisSection() {
  const text = useText(ANALYSIS);
  const mode = useStore((s) => s.playMode);
  const setPlayMode = useStore((s) => s.setPlayMode);
  const heatOn = useStore((s) => s.heatOn);
  const setHeatOn = useStore((s) => s.setHeatOn);
  const heatFrom = useStore((s) => s.heatFrom);
  const setHeatFrom = useStore((s) => s.setHeatFrom);
  const won = useStore((s) => s.won);
  const id = useId();
  const names: Record<PlayMode, string> = { classic: text.classic, fog: text.fog, timeTrial: text.timeTrial };
  return (
    <section className="panel-section analysis-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.section}</h2>
      <div className="row">
        <label className="inline-field" htmlFor={`${id}-mode`}>
          {text.mode}
          <select id={`${id}-mode`} value={mode} onChange={(event) => setPlayMode(event.target.value as PlayMode)} aria-describedby={`${id}-mode-hint`}>
            {PLAY_MODES.map((m) => (
              <option key={m} value={m}>
                {names[m]}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="toggle" aria-pressed={heatOn} onClick={() => setHeatOn(!heatOn)} title={text.heatMapTitle}>
          {text.heatMap}
        </button>
      </div>
      <p id={`${id}-mode-hint`} className="field-hint">
        {text.modeHint(mode)}
      </p>
      {heatOn && (
        <fieldset className="heat-from" aria-describedby={`${id}-heat-hint`}>
          <legend>{text.heatFrom}</legend>
          <div className="row">
            <label className="checkbox">
              <input type="radio" name={`${id}-from`} checked={heatFrom === 'start' || !won} onChange={() => setHeatFrom('start')} />
              {text.fromStart}
            </label>
            <label className="checkbox">
              <input type="radio" name={`${id}-from`} checked={heatFrom === 'solution' && won} disabled={!won} onChange={() => setHeatFrom('solution')} />
              {text.fromSolution}
            </label>
          </div>
          <p id={`${id}-heat-hint`} className="field-hint">
            {text.fromSolutionHint}
          </p>
        </fieldset>
      )}
    </section>
  );
}
