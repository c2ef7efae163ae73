import { useId, useState } from 'react';
import { ANALYSIS } from '../../i18n/analysis';
import { failureText } from '../../i18n/notices';
import { useStore } from '../../store';
import { useText } from '../../store/useText';
import { formatTarget, shownTarget } from './targetTime';

/**
 * Under the maze, one line: its difficulty, 1 to 10, with its parts (route, decisions, tempting
 * wrong turns), and in a time trial the time to beat; a "?" opens a short explanation, which is
 * also the line's description to a screen reader. One line whatever it says, so the footer
 * under the maze keeps its height as the score comes in.
 */
export function MazeDifficulty() {
  const text = useText(ANALYSIS);
  const report = useStore((s) => s.report);
  const failure = useStore((s) => s.reportFailure);
  const language = useStore((s) => s.language);
  const timeTrial = useStore((s) => s.playMode === 'timeTrial');
  const target = useStore(shownTarget);
  const moves = useStore((s) => s.shortestMoves);
  const [open, setOpen] = useState(false);
  const explained = useId();
  return (
    <div className="maze-difficulty">
      <p className="maze-difficulty-line" aria-describedby={explained} aria-live="polite">
        {failure !== null ? (
          <span>{failureText(failure, language, text.notScored)}</span>
        ) : !report || report.difficulty === null ? (
          <span>{text.scoring}</span>
        ) : (
          <>
            <strong>{text.difficulty(report.difficulty)}</strong>
            <span>{text.parts(moves, report.decisions, report.temptingBranches)}</span>
            {timeTrial && target !== null && <strong className="maze-target">{text.target(formatTarget(target))}</strong>}
          </>
        )}
        <button type="button" className="small maze-difficulty-help" aria-expanded={open} aria-controls={explained} aria-label={text.whatItMeans} title={text.whatItMeans} onClick={() => setOpen(!open)}>
          ?
        </button>
      </p>
      <p id={explained} className="maze-difficulty-more" hidden={!open}>
        {text.explanation}
      </p>
    </div>
  );
}
