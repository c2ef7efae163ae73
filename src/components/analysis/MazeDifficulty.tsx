import { useId } from 'react';
import { formatCount } from '../../format/numbers';
import { ANALYSIS } from '../../i18n/analysis';
import { useStore } from '../../store';
import { useText } from '../../store/useText';
import { formatTarget, shownTarget } from './targetTime';

/**
 * Under the maze: its difficulty, 1 to 10, with its parts (route, decisions, tempting wrong
 * turns), and in a time trial the time to beat; "What it means" opens a short explanation.
 */
export function MazeDifficulty() {
  const text = useText(ANALYSIS);
  const report = useStore((s) => s.report);
  const timeTrial = useStore((s) => s.playMode === 'timeTrial');
  const target = useStore(shownTarget);
  const moves = useStore((s) => s.shortestMoves);
  const explained = useId();
  if (!report) return <p className="maze-difficulty" aria-live="polite">{text.scoring}</p>;
  if (report.difficulty === null) return null;
  const count = (n: number | null) => (n === null ? null : formatCount(n));
  return (
    <div className="maze-difficulty" aria-live="polite">
      <p className="maze-difficulty-line" aria-describedby={explained}>
        <strong>{text.difficulty(report.difficulty)}</strong>
        <span>{text.parts(formatCount(moves), count(report.decisions), count(report.temptingBranches))}</span>
        {timeTrial && target !== null && <strong className="maze-target">{text.target(formatTarget(target))}</strong>}
      </p>
      <details className="maze-difficulty-more">
        <summary>{text.whatItMeans}</summary>
        <p id={explained}>{text.explanation}</p>
      </details>
    </div>
  );
}
