import { useId } from 'react';
import { formatCount } from '../../format/numbers';
import { INSTANT, speedLabel, type Playback } from './playback';
import type { PlaybackStatus } from './usePlayback';

/** Play/Pause, Step, Restart and a speed slider from a crawl to instant, for any replay. */
export function PlaybackControls({ playback, status, stepName = 'Step' }: { playback: Playback; status: PlaybackStatus; stepName?: string }) {
  const speedId = useId();
  const done = status.cursor >= status.length;
  return (
    <div className="playback">
      <div className="playback-buttons">
        <button type="button" className="primary" onClick={() => playback.toggle()} disabled={status.length === 0}>
          {status.playing ? 'Pause' : 'Play'}
        </button>
        <button type="button" onClick={() => playback.step()} disabled={done}>
          {stepName}
        </button>
        <button type="button" onClick={() => playback.restart()} disabled={status.cursor === 0}>
          Restart
        </button>
      </div>
      <div className="playback-speed">
        <label htmlFor={speedId}>Speed</label>
        <input
          id={speedId}
          type="range"
          min={0}
          max={INSTANT}
          step={1}
          value={status.level}
          aria-valuetext={speedLabel(status.level)}
          onChange={(event) => playback.setLevel(Number(event.target.value))}
        />
        <output htmlFor={speedId}>{speedLabel(status.level)}</output>
      </div>
      <p className="playback-progress" aria-live="off">
        Step {formatCount(status.cursor)} of {formatCount(status.length)}
      </p>
    </div>
  );
}
