import { formatBig, formatCount, formatPowerOfTen } from '../../format/numbers';
import { useGame } from '../../store';
import type { PathsCount, PathsListing } from '../../store/pathsRunSlice';

/** Words for where the jobs stand, and a fraction for the progress bar (null: indeterminate). */
function progressOf(listing: PathsListing, count: PathsCount): { text: string; value: number | null } {
  if (listing.status === 'running') {
    const target = count.total !== null ? Math.min(Number(count.total), listing.limit) : Number.isFinite(listing.limit) ? listing.limit : null;
    if (count.status === 'counting') return { text: `Counting and listing…`, value: count.of > 0 ? count.done / count.of : null };
    return { text: count.estimating ? 'Estimating and listing…' : 'Listing…', value: target ? listing.listed / target : null };
  }
  if (count.status === 'counting') return { text: 'Counting…', value: count.of > 0 ? count.done / count.of : null };
  if (count.estimating) return { text: 'Estimating…', value: count.of > 0 ? count.done / count.of : null };
  switch (listing.status) {
    case 'done':
      return { text: 'Listed every path.', value: 1 };
    case 'limit':
      return { text: `Listed the first ${formatCount(listing.listed)} paths.`, value: 1 };
    case 'cancelled':
      return { text: 'Cancelled.', value: count.total ? listing.listed / Number(count.total) : 0 };
    case 'failed':
      return { text: 'Listing failed.', value: 0 };
    default:
      return { text: 'Ready.', value: 0 };
  }
}

/** The total in words: exact digits (and ×10ⁿ when long), or an estimate when counting was impossible. */
function totalText(count: PathsCount): string {
  if (count.total !== null) return formatBig(count.total);
  if (count.status === 'counting') return 'counting…';
  if (count.status !== 'failed') return '–';
  if (count.estimate && Number.isFinite(count.estimate.log10)) return `about ${formatPowerOfTen(count.estimate.log10)} or more (estimate)`;
  return `unknown (${count.error ?? 'count failed'})${count.estimating ? ', estimating…' : ''}`;
}

/**
 * "Total: N" (the exact count, a bigint with digit groups and, when long, its power of ten) and
 * "Listed: N", with a progress bar, and the ends they were found between: a count always says
 * which start and goal it belongs to. The total comes from counting, never from listing, so it
 * shows even for 10⁴⁰ paths; past what counting can hold, an estimate says "about 10ⁿ".
 */
export function Counters() {
  const listing = useGame((s) => s.pathsListing);
  const count = useGame((s) => s.pathsCount);
  const progress = progressOf(listing, count);
  const estimate = count.total === null && count.estimate && Number.isFinite(count.estimate.log10) ? count.estimate : null;

  return (
    <div className="paths-counters">
      {listing.status !== 'idle' && (
        <p className="paths-run-ends">
          From <span className="paths-dot paths-dot-start" aria-hidden="true" /> start ({listing.from.row},{listing.from.col}) to{' '}
          <span className="paths-dot paths-dot-goal" aria-hidden="true" /> goal ({listing.to.row},{listing.to.col})
        </p>
      )}
      <p className="paths-count-line">
        <span className="paths-total" data-total={count.total?.toString()} data-estimate-log10={estimate ? estimate.log10.toFixed(2) : undefined}>
          Total: {totalText(count)}
        </span>
        <span className="paths-listed" data-listed={listing.listed}>
          Listed: {formatCount(listing.listed)}
        </span>
      </p>
      {estimate && (
        <p className="paths-note">
          Estimated from {formatCount(estimate.walks)} random walks from start to goal (Knuth’s estimator). Most of the count sits in walks too rare to be drawn, so on an
          open grid the estimate falls short, by tens of orders of magnitude on one this big: read it as a floor. An exact count needs more memory than this page has.
        </p>
      )}
      <div className="paths-progress">
        <progress aria-label="Progress" max={1} value={progress.value ?? undefined} />
        <span className="paths-progress-text" aria-live="polite">
          {progress.text}
        </span>
      </div>
    </div>
  );
}
