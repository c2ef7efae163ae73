import { useId, useState, type FormEvent } from 'react';
import { readWholeNumber } from '../../core';
import { useGame } from '../../store';
import { describeDuration, listingSpeed, REASONABLE_SECONDS, secondsToList } from './estimate';

const DEFAULT_FIRST = 1_000_000;

/**
 * When the exact total is too large to list in reasonable time, says so (with how long it would
 * take) and offers to list only the first N paths instead.
 */
export function TooMany() {
  const total = useGame((s) => s.pathsCount.total);
  const uncountable = useGame((s) => s.pathsCount.status === 'failed');
  const speed = useGame((s) => s.pathsListing.speed);
  const running = useGame((s) => s.pathsListing.status === 'running');
  const findAll = useGame((s) => s.findAllPaths);
  const [first, setFirst] = useState(String(DEFAULT_FIRST));
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  if (total === null && !uncountable) return null;
  const seconds = total === null ? Infinity : secondsToList(total, listingSpeed(speed));
  if (seconds <= REASONABLE_SECONDS) return null;
  // Digit groups as people type them ("1,000,000", "1 000 000") are fine; the rest is read strictly.
  const read = readWholeNumber(first.replace(/[\s,_]/g, ''));
  const valid = read !== null && read >= 1;
  const n = read ?? 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      setProblem('Enter a whole number of paths, 1 or more.');
      return;
    }
    setProblem(null);
    findAll(n);
  };

  return (
    <section className="paths-too-many" aria-label="Too many paths to list">
      {total === null ? (
        <p>
          This grid is too wide and open to count its paths exactly in memory, and far too many to list them all.
          {running ? ' The listing goes on until you cancel it.' : ''}
        </p>
      ) : (
        <p>
          Listing all {total.toLocaleString('en-US')} paths would take {describeDuration(seconds)}
          {speed > 0 ? ` at ${Math.round(speed).toLocaleString('en-US')} paths a second` : ''}. The total above is exact: it was counted, not listed.
          {running ? ' The listing goes on until you cancel it.' : ''}
        </p>
      )}
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
        <button type="submit">List the first {valid ? n.toLocaleString('en-US') : 'N'}</button>
      </form>
      {problem && <p className="field-error">{problem}</p>}
    </section>
  );
}
