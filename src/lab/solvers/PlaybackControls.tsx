import { useId } from 'react';
import { formatCount } from '../../format/numbers';
import { INSTANT, speedLabel, type Playback } from './playback';
import type { PlaybackStatus } from './usePlayback';
import { SOLVERS_TEXT } from '../../i18n/solvers';
import { useText } from '../../store/useText';
import { useStore } from '../../store';

/** Play/Pause, Step, Restart and a speed slider from a crawl to instant, for any replay. */
export function PlaybackControls({ playback, status, stepName, stepsNote }: { playback: Playback; status: PlaybackStatus; stepName?: string; stepsNote?: string }) {
  const t = useText(SOLVERS_TEXT);
  const language = useStore((s) => s.language);
  const speedId = useId();
  const done = status.cursor >= status.length;
  return (
    <div className="playback">
      <div className="playback-buttons">
        <button type="button" className="primary" onClick={() => playback.toggle()} disabled={status.length === 0}>
          {status.playing ? t.pause : t.play}
        </button>
        <button type="button" onClick={() => playback.step()} disabled={done}>
          {stepName ?? t.step}
        </button>
        <button type="button" onClick={() => playback.restart()} disabled={status.cursor === 0}>
          {t.restart}
        </button>
      </div>
      <div className="playback-speed">
        <label htmlFor={speedId}>{t.speed}</label>
        <input
          id={speedId}
          type="range"
          min={0}
          max={INSTANT}
          step={1}
          value={status.level}
          aria-valuetext={speedLabel(status.level, language)}
          onChange={(event) => playback.setLevel(Number(event.target.value))}
        />
        <output htmlFor={speedId}>{speedLabel(status.level, language)}</output>
      </div>
      <p className="playback-progress" aria-live="off">
        {t.stepOf(formatCount(status.cursor), formatCount(status.length))}
      </p>
      {stepsNote && <p className="field-hint">{stepsNote}</p>}
    </div>
  );
}
