import { useGame } from '../../store';

/** Words for where the jobs stand, and a fraction for the progress bar (null: indeterminate). */
function progressOf(listing: { status: string; listed: number; limit: number }, count: { status: string; total: bigint | null; done: number; of: number }): { text: string; value: number | null } {
  if (listing.status === 'running') {
    const target = count.total !== null ? Math.min(Number(count.total), listing.limit) : Number.isFinite(listing.limit) ? listing.limit : null;
    if (count.status === 'counting') return { text: `Counting and listing…`, value: count.of > 0 ? count.done / count.of : null };
    return { text: 'Listing…', value: target ? listing.listed / target : null };
  }
  if (count.status === 'counting') return { text: 'Counting…', value: count.of > 0 ? count.done / count.of : null };
  switch (listing.status) {
    case 'done':
      return { text: 'Listed every path.', value: 1 };
    case 'limit':
      return { text: `Listed the first ${listing.listed} paths.`, value: 1 };
    case 'cancelled':
      return { text: 'Cancelled.', value: count.total ? listing.listed / Number(count.total) : 0 };
    case 'failed':
      return { text: 'Listing failed.', value: 0 };
    default:
      return { text: 'Ready.', value: 0 };
  }
}

/**
 * "Total: N" (the exact count, a bigint printed in full) and "Listed: N", with a progress bar.
 * The total comes from counting, never from listing, so it shows even for 10^40 paths.
 */
export function Counters() {
  const listing = useGame((s) => s.pathsListing);
  const count = useGame((s) => s.pathsCount);
  const progress = progressOf(listing, count);
  const total =
    count.total !== null ? count.total.toString() : count.status === 'counting' ? 'counting…' : count.status === 'failed' ? `unknown (${count.error ?? 'count failed'})` : '–';

  return (
    <div className="paths-counters">
      <p className="paths-count-line">
        <span className="paths-total" data-total={count.total?.toString()}>
          Total: {total}
        </span>
        <span className="paths-listed" data-listed={listing.listed}>
          Listed: {listing.listed}
        </span>
      </p>
      <div className="paths-progress">
        <progress aria-label="Progress" max={1} value={progress.value ?? undefined} />
        <span className="paths-progress-text" aria-live="polite">
          {progress.text}
        </span>
      </div>
    </div>
  );
}
