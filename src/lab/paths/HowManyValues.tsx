import { Fragment, useMemo, type ReactNode } from 'react';
import { checkerboardBar, indexOf } from '../../core';
import { MAX_BYTES } from '../../core/paths/countLayer';
import { formatBig, formatCount, formatPower, formatPowerOfTen } from '../../format/numbers';
import { HOW_MANY_TEXT, type HowManyText } from '../../i18n/howMany';
import { useText } from '../../store/useText';
import { useStore } from '../../store';
import type { PathsCount, Tally, TallyKind } from '../../store/pathsRunState';
import { describeDuration } from './estimate';
import { memoryWords } from './howManyWords';

/** Past this many digits a count shows as a power of ten, its digits a click away (C(4000, 2000) has 1,204). */
const SHOWN_DIGITS = 48;

/**
 * A long number with its line breaks allowed only after a group separator (a <wbr> after each
 * comma), so a 30-digit count wraps as "182,413,291,514,248, / 049,241,…", never in mid-group.
 */
function betweenGroups(text: string): ReactNode {
  const groups = text.split(/(?<=,)/);
  return groups.map((group, i) => (
    <Fragment key={i}>
      {group}
      {i < groups.length - 1 && <wbr />}
    </Fragment>
  ));
}

/** A count's value: its digits (and power of ten when long), with the exact count in `data-count` for tools. */
function Exact({ total }: { total: bigint }) {
  const t = useText(HOW_MANY_TEXT);
  const digits = total.toString();
  if (digits.length <= SHOWN_DIGITS) {
    return (
      <span className="paths-how-many-value" data-count={digits}>
        {betweenGroups(formatBig(total))}
      </span>
    );
  }
  return (
    <>
      <span className="paths-how-many-value" data-count={digits}>
        ≈ {formatPower(total)}
      </span>
      <details className="paths-how-many-digits">
        <summary>{t.allDigits(formatCount(digits.length))}</summary>
        <p>{formatCount(total)}</p>
      </details>
    </>
  );
}

function Word({ text }: { text: string }) {
  return <span className="paths-how-many-value paths-how-many-word">{text}</span>;
}

/** What the simple count says in words while it has no number. */
function simpleWord(count: PathsCount, t: HowManyText): string {
  switch (count.status) {
    case 'sizing':
      return t.sizing;
    case 'counting':
      return t.counting;
    case 'cancelled':
      return t.stopped;
    default:
      return t.notCounted;
  }
}

/**
 * The simple paths: the exact count, or up front why it is not counted yet ("about 3 hours on
 * this device", with Count anyway) or cannot be counted here (memory), then a floor from random
 * walks; the same count as the listing's "Total".
 */
export function SimpleValue() {
  const t = useText(HOW_MANY_TEXT);
  const language = useStore((s) => s.language);
  const count = useStore((s) => s.pathsCount);
  const countAnyway = useStore((s) => s.countPathsAnyway);

  if (count.total !== null) return <Exact total={count.total} />;
  if (count.status === 'asking' && count.plan) {
    return (
      <>
        <Word text={t.notCounted} />
        <span className="paths-how-many-beyond">
          {t.wouldTake(describeDuration(count.plan.seconds, language))}{' '}
          <button type="button" onClick={countAnyway}>
            {t.countAnyway}
          </button>
        </span>
      </>
    );
  }
  if (count.status === 'failed') {
    const beyond = count.estimating || count.estimate !== null;
    if (!beyond) return <Word text={t.failed(count.error ?? '')} />;
    const floor = count.estimate && Number.isFinite(count.estimate.log10) ? count.estimate.log10 : null;
    const needs = count.plan && count.plan.fits === false ? count.plan.bytes : null;
    return (
      <>
        <span className="paths-how-many-value" data-floor-log10={floor !== null ? floor.toFixed(2) : undefined}>
          {floor !== null ? t.floor(formatPowerOfTen(floor)) : count.estimating ? t.estimating : t.notCounted}
        </span>
        <span className="paths-how-many-beyond">
          {needs === null ? t.failed(t.tooManyStates) : Number.isFinite(needs) ? t.beyondMemory(memoryWords(needs), memoryWords(MAX_BYTES)) : t.farBeyondMemory(memoryWords(MAX_BYTES))}{' '}
          {floor !== null ? t.floorNote : ''}
        </span>
      </>
    );
  }
  return <Word text={simpleWord(count, t)} />;
}

function tallyWord(tally: Tally, t: HowManyText): string {
  switch (tally.status) {
    case 'waiting':
      return t.waiting;
    case 'counting':
      return t.counting;
    case 'cancelled':
      return t.stopped;
    case 'failed':
      return t.failed(tally.error === 'memory' ? t.tooManyStates : (tally.error ?? ''));
    default:
      return t.notCounted;
  }
}

/** 0 Hamiltonian paths, and why when the checkerboard colouring says so (O(blocks), on the grid shown). */
function NoHamiltonianPath() {
  const t = useText(HOW_MANY_TEXT);
  const grid = useStore((s) => s.pathsGrid);
  const from = useStore((s) => s.pathsStart);
  const to = useStore((s) => s.pathsGoal);
  const bar = useMemo(() => {
    const [start, goal] = [indexOf(grid, from.row, from.col), indexOf(grid, to.row, to.col)];
    return start !== goal && grid.blocks[start] === 0 && grid.blocks[goal] === 0 ? checkerboardBar(grid, start, goal) : null;
  }, [grid, from, to]);
  return (
    <>
      <Exact total={0n} />
      {bar && <span className="paths-how-many-beyond">{t.checkerboard(formatCount(bar.light), formatCount(bar.dark), bar.startLight, bar.goalLight)}</span>}
    </>
  );
}

/** Shortest or Hamiltonian paths, or perfect mazes: exact, or for mazes past an exact count "about 10ⁿ". */
export function TallyValue({ kind }: { kind: TallyKind }) {
  const t = useText(HOW_MANY_TEXT);
  const tally = useStore((s) => s.pathsTallies[kind]);
  if (kind === 'hamiltonian' && tally.status === 'done' && tally.total === 0n) return <NoHamiltonianPath />;
  if (tally.status === 'done' && tally.total !== null) return <Exact total={tally.total} />;
  if (tally.status === 'done' && tally.log10 !== null) {
    return (
      <span className="paths-how-many-value" data-log10={tally.log10.toFixed(3)}>
        {t.about(formatPowerOfTen(tally.log10))}
      </span>
    );
  }
  return <Word text={tallyWord(tally, t)} />;
}
