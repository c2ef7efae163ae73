import { useId, useState, type FormEvent } from 'react';
import { formatCount, formatPowerOfTen } from '../../format/numbers';
import { readWholeNumber } from '../../core';
import { useGame } from '../../store';
import { describeDuration, describeLog10Seconds, listingSpeed, REASONABLE_SECONDS, secondsToList } from './estimate';

const DEFAULT_FIRST = 1_000_000;

/**
 * When the total (exact, or estimated when counting was impossible) is too large to list in
 * reasonable time, says so (with how long it would take) and offers to list only the first N.
 */
export function TooMany() {
  const total = useGame((s) => s.pathsCount.total);
  const uncountable = useGame((s) => s.pathsCount.status === 'failed');
  const estimate = useGame((s) => s.pathsCount.estimate);
  const estimating = useGame((s) => s.pathsCount.estimating);
  const speed = useGame((s) => s.pathsListing.speed);
  const running = useGame((s) => s.pathsListing.status === 'running');
  const findAll = useGame((s) => s.findAllPaths);
  const [first, setFirst] = useState(String(DEFAULT_FIRST));
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  if (total === null && !uncountable) return null;
  const perSecond = listingSpeed(speed);
  const log10Seconds = total !== null ? Math.log10(Math.max(1e-3, secondsToList(total, perSecond))) : estimate ? estimate.log10 - Math.log10(perSecond) : Infinity;
  // An estimate too small to worry about (a few thousand paths) needs no warning either.
  if (log10Seconds <= Math.log10(REASONABLE_SECONDS)) return null;
  // Digit groups as people type them ("1,000,000", "1 000 000") are fine; the rest is read strictly.
  const read = readWholeNumber(first.replace(/[\s,_\u00a0\u202f]/g, ''));
  const valid = read !== null && read >= 1;
  const n = read ?? 0;
  const at = speed > 0 ? ` at ${formatCount(Math.round(speed))} paths a second` : ' at about a million paths a second';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      setProblem('Enter a whole number of paths, 1 or more.');
      return;
    }
    setProblem(null);
    findAll(n);
  };

  let words: string;
  if (total !== null) {
    words = `Listing all ${formatCount(total)} paths would take ${describeDuration(secondsToList(total, perSecond))}${at}. The total above is exact: it was counted, not listed.`;
  } else if (estimate && Number.isFinite(estimate.log10)) {
    words = `Listing all of about ${formatPowerOfTen(estimate.log10)} paths would take ${describeLog10Seconds(log10Seconds)}${at}. Counting them exactly would need more memory than this page has, so the total is an estimate.`;
  } else {
    words = `This grid is too wide and open to count its paths exactly in memory, and far too many to list them all.${estimating ? ' Estimating how many…' : ''}`;
  }

  return (
    <section className="paths-too-many" aria-label="Too many paths to list">
      <p>
        {words}
        {running ? ' The listing goes on until you cancel it.' : ''}
      </p>
      <form className="paths-first" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-first`}>How many</label>
        <input
          id={`${id}-first`}
          inputMode="numeric"
          value={first}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            setFirst(event.target.value);
            setProblem(null);
          }}
        />
        <button type="submit">List the first {valid ? formatCount(n) : 'N'}</button>
      </form>
      {problem && <p className="field-error">{problem}</p>}
    </section>
  );
}
