import { formatBig, formatCount, formatPowerOfTen } from '../../format/numbers';
import { useStore } from '../../store';
import type { PathsCount, PathsListing } from '../../store/pathsRunSlice';
import { PATHS_TEXT, type PathsText } from '../../i18n/paths';
import { useText } from '../../store/useText';

/** Words for where the jobs stand, and a fraction for the progress bar (null: indeterminate). */
function progressOf(listing: PathsListing, count: PathsCount, t: PathsText): { text: string; value: number | null } {
  if (listing.status === 'running') {
    const target = count.total !== null ? Math.min(Number(count.total), listing.limit) : Number.isFinite(listing.limit) ? listing.limit : null;
    if (count.status === 'counting' || count.status === 'sizing') return { text: t.countingAndListing, value: count.of > 0 ? count.done / count.of : null };
    return { text: count.estimating ? t.estimatingAndListing : t.listing, value: target ? listing.listed / target : null };
  }
  if (count.status === 'counting' || count.status === 'sizing') return { text: t.counting, value: count.of > 0 ? count.done / count.of : null };
  if (count.estimating) return { text: t.estimating, value: count.of > 0 ? count.done / count.of : null };
  switch (listing.status) {
    case 'done':
      return { text: t.listedEvery, value: 1 };
    case 'limit':
      return { text: t.listedFirst(listing.listed), value: 1 };
    case 'cancelled':
      return { text: t.cancelled, value: count.total ? listing.listed / Number(count.total) : 0 };
    case 'failed':
      return { text: t.listingFailed, value: 0 };
    default:
      return { text: t.ready, value: 0 };
  }
}

/** The total in words: exact digits (and ×10ⁿ when long), or an estimate when counting was impossible. */
function totalText(count: PathsCount, t: PathsText): string {
  if (count.total !== null) return formatBig(count.total);
  if (count.status === 'counting' || count.status === 'sizing') return t.countingLower;
  if (count.status === 'asking') return t.askedFirst;
  if (count.status !== 'failed') return '–';
  if (count.estimate && Number.isFinite(count.estimate.log10)) return t.aboutEstimate(formatPowerOfTen(count.estimate.log10));
  return t.unknown(count.error ?? undefined, count.estimating);
}

/**
 * "Total: N" (the exact count, a bigint with digit groups and, when long, its power of ten) and
 * "Listed: N", with a progress bar, and the ends they were found between: a count always says
 * which start and goal it belongs to. The total comes from counting, never from listing, so it
 * shows even for 10⁴⁰ paths; past what counting can hold, an estimate says "about 10ⁿ".
 */
export function Counters() {
  const listing = useStore((s) => s.pathsListing);
  const count = useStore((s) => s.pathsCount);
  const t = useText(PATHS_TEXT);
  const progress = progressOf(listing, count, t);
  const [from, to, end] = t.fromTo(`${listing.from.row},${listing.from.col}`, `${listing.to.row},${listing.to.col}`);
  const estimate = count.total === null && count.estimate && Number.isFinite(count.estimate.log10) ? count.estimate : null;

  return (
    <div className="paths-counters">
      {listing.status !== 'idle' && (
        <p className="paths-run-ends">
          {from}
          <span className="paths-dot paths-dot-start" aria-hidden="true" />
          {to}
          <span className="paths-dot paths-dot-goal" aria-hidden="true" />
          {end}
        </p>
      )}
      <p className="paths-count-line">
        <span className="paths-total" data-total={count.total?.toString()} data-estimate-log10={estimate ? estimate.log10.toFixed(2) : undefined}>
          {t.total(totalText(count, t))}
        </span>
        <span className="paths-listed" data-listed={listing.listed}>
          {t.listed(formatCount(listing.listed))}
        </span>
      </p>
      {estimate && (
        <p className="paths-note">
          {t.estimateNote(formatCount(estimate.walks))}
        </p>
      )}
      <div className="paths-progress">
        <progress aria-label={t.progress} max={1} value={progress.value ?? undefined} />
        <span className="paths-progress-text" aria-live="polite">
          {progress.text}
        </span>
      </div>
    </div>
  );
}
