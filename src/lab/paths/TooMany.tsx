import { useId, useState, type FormEvent } from 'react';
import { formatCount, formatPowerOfTen } from '../../format/numbers';
import { readWholeNumber } from '../../core';
import { useStore } from '../../store';
import { PATHS_TEXT } from '../../i18n/paths';
import { useText } from '../../store/useText';
import { describeDuration, describeLog10Seconds, listingSpeed, REASONABLE_SECONDS, secondsToList } from './estimate';

const DEFAULT_FIRST = 1_000_000;

/**
 * When the total (exact, or estimated when counting was impossible) is too large to list in
 * reasonable time, says so (with how long it would take) and offers to list only the first N.
 */
export function TooMany() {
  const total = useStore((s) => s.pathsCount.total);
  const t = useText(PATHS_TEXT);
  const language = useStore((s) => s.language);
  const uncountable = useStore((s) => s.pathsCount.status === 'failed');
  const estimate = useStore((s) => s.pathsCount.estimate);
  const estimating = useStore((s) => s.pathsCount.estimating);
  const speed = useStore((s) => s.pathsListing.speed);
  const running = useStore((s) => s.pathsListing.status === 'running');
  const findAll = useStore((s) => s.findAllPaths);
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
  const at = t.atSpeed(speed > 0 ? formatCount(Math.round(speed)) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      setProblem(t.enterWhole);
      return;
    }
    setProblem(null);
    findAll(n);
  };

  let words: string;
  if (total !== null) {
    words = t.wouldTake(formatCount(total), describeDuration(secondsToList(total, perSecond), language), at);
  } else if (estimate && Number.isFinite(estimate.log10)) {
    words = t.wouldTakeAbout(formatPowerOfTen(estimate.log10), describeLog10Seconds(log10Seconds, language), at);
  } else {
    words = t.tooOpen(estimating);
  }

  return (
    <section className="paths-too-many" aria-label={t.tooManyLabel}>
      <p>
        {words}
        {running ? t.goesOn : ''}
      </p>
      <form className="paths-first" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-first`}>{t.howMany}</label>
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
        <button type="submit">{t.listFirst(valid ? formatCount(n) : null)}</button>
      </form>
      {problem && <p className="field-error">{problem}</p>}
    </section>
  );
}
