import { useId, useRef } from 'react';
import { useBringIntoView } from './bringIntoView';
import { useStore } from '../../store';
import { allCounted, isCounting, TALLY_KINDS } from '../../store/pathsRunState';
import { HOW_MANY_TEXT } from '../../i18n/howMany';
import { useText } from '../../store/useText';
import { HowManyProgress } from './HowManyProgress';
import { SimpleValue, TallyValue } from './HowManyValues';
import { mazeSizeOf } from '../../workers/mazeSize';
import { formatCount } from '../../format/numbers';

/**
 * "How many?": the counts of the editor's grid between its start and goal (simple, shortest
 * and Hamiltonian paths) and the perfect mazes of its size, with one Count for all of them, one
 * Cancel, and one progress line for the count under way. The counts run one after another in
 * the counting worker; the store holds what they found (pathsCount, pathsTallies).
 */
export function HowMany() {
  const t = useText(HOW_MANY_TEXT);
  const id = useId();
  const start = useStore((s) => s.pathsStart);
  const goal = useStore((s) => s.pathsGoal);
  const rows = useStore((s) => s.pathsGrid.rows);
  const cols = useStore((s) => s.pathsGrid.cols);
  const reading = useStore((s) => s.pathsReading !== null);
  const busy = useStore((s) => isCounting(s.pathsCount) || TALLY_KINDS.some((kind) => ['counting', 'waiting'].includes(s.pathsTallies[kind].status)));
  const counted = useStore(allCounted);
  const countAll = useStore((s) => s.countHowMany);
  const cancel = useStore((s) => s.cancelHowMany);
  const size = mazeSizeOf({ rows, cols });
  const card = useRef<HTMLElement>(null);
  useBringIntoView(card, useStore((s) => (s.pathsCount.status === 'idle' ? null : 'counted')));

  return (
    <section ref={card} className="paths-card paths-how-many" aria-labelledby={`${id}-title`}>
      <div className="paths-how-many-head">
        <h2 id={`${id}-title`}>{t.heading}</h2>
        <div className="paths-how-many-actions">
          <button type="button" className="primary" onClick={() => void countAll()} disabled={busy || counted || reading}>
            {t.count}
          </button>
          {busy && (
            <button type="button" onClick={cancel}>
              {t.cancel}
            </button>
          )}
        </div>
      </div>
      <p className="paths-note">{t.intro(`${start.row},${start.col}`, `${goal.row},${goal.col}`)}</p>
      <dl className="paths-how-many-rows">
        <div className="paths-how-many-row" data-kind="simple">
          <dt>
            {t.rows.simple.label} <span className="paths-how-many-says">{t.rows.simple.says}</span>
          </dt>
          <dd>
            <SimpleValue />
          </dd>
        </div>
        {TALLY_KINDS.map((kind) => (
          <div className="paths-how-many-row" data-kind={kind} key={kind}>
            <dt>
              {t.rows[kind].label}{' '}
              <span className="paths-how-many-says">{kind === 'mazes' ? t.mazesOf(formatCount(size.width), formatCount(size.height), size.exact) : t.rows[kind].says}</span>
            </dt>
            <dd>
              <TallyValue kind={kind} />
            </dd>
          </div>
        ))}
      </dl>
      <HowManyProgress />
    </section>
  );
}
