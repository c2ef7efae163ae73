import { useState } from 'react';
import { messageOf } from '../../core/errors';
import { formatDuration } from '../../game/time';
import { settingsToQuery } from '../../game/url';
import { GHOST_RACE } from '../../i18n/ghostRace';
import { useStore } from '../../store';
import { useText } from '../../store/useText';
import { copyText } from '../clipboard';

/** The link that challenges a friend: this maze's query and the run's move log as `ghost=`. */
function challengeLink(query: string, log: string): string {
  return `${window.location.origin}${window.location.pathname}${query}&ghost=${log}`;
}

/**
 * In the Solved dialog: who won the race against the ghost and by how much, and Challenge a
 * friend, which copies a link with this run in it and says so (or shows the link to copy by hand).
 */
export function RaceResult() {
  const text = useText(GHOST_RACE);
  const raced = useStore((s) => (s.raceGhost && s.ghost !== null && s.finishedAt !== null && s.startedAt !== null ? s.finishedAt - s.startedAt - s.ghost.run.totalMs : null));
  const settings = useStore((s) => s.settings);
  const log = useStore((s) => s.finishedLog);
  const [said, setSaid] = useState<{ readonly copied: true } | { readonly copied: false; readonly why: string; readonly link: string } | null>(null);

  // Times are kept to a hundredth: closer than that is a dead heat.
  const outcome = raced === null ? null : Math.abs(raced) < 10 ? text.deadHeat : raced < 0 ? text.beatGhost(formatDuration(-raced)) : text.ghostWon(formatDuration(raced));
  const challenge = () => {
    if (!settings || !log) return;
    const link = challengeLink(settingsToQuery(settings), log);
    copyText(link).then(
      () => setSaid({ copied: true }),
      (error: unknown) => setSaid({ copied: false, why: messageOf(error), link }),
    );
  };
  return (
    <div className="race-result">
      {outcome && (
        <p className="race-outcome">
          <span className="ghost-swatch" aria-hidden="true" /> {outcome}
        </p>
      )}
      <button type="button" onClick={challenge} disabled={!log || !settings} title={text.challengeTitle}>
        {text.challenge}
      </button>
      <p role="status" className="field-hint">
        {said?.copied === true && text.copied}
        {said?.copied === false && text.copyFailed(said.why)}
      </p>
      {said?.copied === false && <input className="challenge-link" readOnly value={said.link} aria-label={text.challengeLink} onFocus={(event) => event.target.select()} />}
    </div>
  );
}
