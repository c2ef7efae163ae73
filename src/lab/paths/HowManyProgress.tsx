import { HOW_MANY_TEXT, type HowManyKind } from '../../i18n/howMany';
import { useText } from '../../store/useText';
import { useStore } from '../../store';
import { isCounting, TALLY_KINDS, type PathsCount, type Tally, type TallyKind } from '../../store/pathsRunState';
import { stageWords, timeLeftWords } from './howManyWords';
import { stageFraction } from '../../core/paths/countPaths';

/** The count under way, if any, and how far it is: a fraction (null: not known), the stage and the time left in words. */
interface Running {
  readonly kind: HowManyKind;
  readonly value: number | null;
  readonly detail: string;
}

function runningOf(count: PathsCount, tallies: Readonly<Record<TallyKind, Tally>>, t: typeof HOW_MANY_TEXT.en): Running | null {
  if (isCounting(count)) {
    if (count.status === 'sizing') return { kind: 'simple', value: null, detail: t.sizing };
    if (count.estimating) return { kind: 'simple', value: count.of > 0 ? count.done / count.of : null, detail: t.estimating };
    const left = timeLeftWords(count.secondsLeft, t);
    const { stage } = count;
    if (!stage) return { kind: 'simple', value: count.of > 0 ? count.done / count.of : null, detail: left };
    // Where the sweep stands says more than the blocks: the search for pieces is quick, the passes are not.
    const value = stageFraction(stage);
    return { kind: 'simple', value, detail: `${stageWords(stage, count.plan?.across ?? 'rows', t)} · ${left}` };
  }
  const kind = TALLY_KINDS.find((k) => tallies[k].status === 'counting');
  if (!kind) return null;
  const tally = tallies[kind];
  return { kind, value: tally.of > 0 ? tally.done / tally.of : null, detail: timeLeftWords(tally.secondsLeft, t) };
}

/**
 * The progress of the count under way: a bar, what is being counted (said to screen readers
 * as it changes), and, for the eye, where it stands and the time left: "Pass 2 of 5 · column
 * 7 of 16 · about 12 s left". Nothing when no count runs.
 */
export function HowManyProgress() {
  const t = useText(HOW_MANY_TEXT);
  const count = useStore((s) => s.pathsCount);
  const tallies = useStore((s) => s.pathsTallies);
  const running = runningOf(count, tallies, t);
  // Said only when every row has its number: one beyond reach or asking first says so itself.
  const counted = count.status === 'done' && TALLY_KINDS.every((kind) => tallies[kind].status === 'done');
  const what = running ? t.progress(t.rows[running.kind].noun) : null;
  return (
    <div className="paths-how-many-progress">
      {running && what && <progress aria-label={what} max={1} value={running.value ?? undefined} />}
      <p className="paths-how-many-status" aria-live="polite">
        {what ? `${what}…` : counted ? t.allCounted : ''}
      </p>
      {running && <p className="paths-how-many-stage">{running.detail}</p>}
    </div>
  );
}
