import { formatCount } from '../../format/numbers';
import { KEEP_BLOCKS, KEEP_PATHS } from '../../store/pathsRunSlice';
import { useGame } from '../../store';

/** What the list cannot say by itself: no way out, nothing listed yet, or only a prefix kept. */
export function ListStatus() {
  const listing = useGame((s) => s.pathsListing);
  const total = useGame((s) => s.pathsCount.total);

  if ((listing.status === 'done' && listing.listed === 0) || total === 0n) {
    return <p className="paths-note paths-no-way">This maze has no way out.</p>;
  }
  if (listing.status === 'failed') return <p className="paths-note field-error">Listing failed: {listing.error}</p>;
  if (listing.listed > listing.kept && listing.kept > 0) {
    return (
      <p className="paths-note">
        Kept the first {formatCount(listing.kept)} paths on the page (it holds at most {formatCount(KEEP_PATHS)} paths or {formatCount(Math.round((KEEP_BLOCKS * 4) / 1e6))} MB);
        “Listed” counts every path found.
      </p>
    );
  }
  if (listing.status === 'idle') return <p className="paths-note paths-hint">“Find all paths” lists every path from start to goal here, in the order chosen.</p>;
  return null;
}
