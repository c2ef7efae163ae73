import { formatCount } from '../../format/numbers';
import { KEEP_BLOCKS, KEEP_PATHS } from '../../store/pathsRunSlice';
import { useStore } from '../../store';
import { PATHS_TEXT } from '../../i18n/paths';
import { useText } from '../../store/useText';

/** What the list cannot say by itself: no way out, nothing listed yet, or only a prefix kept. */
export function ListStatus() {
  const listing = useStore((s) => s.pathsListing);
  const total = useStore((s) => s.pathsCount.total);
  const t = useText(PATHS_TEXT);

  if ((listing.status === 'done' && listing.listed === 0) || total === 0n) {
    return <p className="paths-note paths-no-way">{t.noWayOut}</p>;
  }
  if (listing.status === 'failed') return <p className="paths-note field-error">{t.listingFailedBecause(listing.error ?? '')}</p>;
  if (listing.listed > listing.kept && listing.kept > 0) {
    return (
      <p className="paths-note">
        {t.keptFirst(formatCount(listing.kept), formatCount(KEEP_PATHS), formatCount(Math.round((KEEP_BLOCKS * 4) / 1e6)))}
      </p>
    );
  }
  if (listing.status === 'idle') return <p className="paths-note paths-hint">{t.idleHint}</p>;
  return null;
}
