import { useId } from 'react';
import { useStore } from '../../store';
import { isCounting, type ListOrder } from '../../store/pathsRunState';
// The orders offered (what each one promises about the stream of paths: the book's `orders`).
import { LIST_ORDERS as ORDERS } from '../../core/paths/listOrder';
import { PATHS_TEXT } from '../../i18n/paths';
import { useText } from '../../store/useText';


/** "Order", "Find all paths" and "Cancel", and what the chosen order guarantees. */
export function RunControls() {
  const order = useStore((s) => s.pathsOrder);
  const t = useText(PATHS_TEXT);
  const setOrder = useStore((s) => s.setPathsOrder);
  const running = useStore((s) => s.pathsListing.status === 'running' || isCounting(s.pathsCount));
  const listing = useStore((s) => s.pathsListing.status === 'running');
  const reading = useStore((s) => s.pathsReading !== null);
  const findAll = useStore((s) => s.findAllPaths);
  const cancel = useStore((s) => s.cancelPaths);
  const id = useId();
  const chosen = t.orders[order];

  return (
    <div className="paths-run-block">
      <div className="paths-run">
        <div className="field paths-order">
          <label htmlFor={`${id}-order`}>{t.order}</label>
          <select id={`${id}-order`} value={order} disabled={listing} aria-describedby={`${id}-says`} onChange={(event) => setOrder(event.target.value as ListOrder)}>
            {ORDERS.map((o) => (
              <option key={o} value={o}>
                {t.orders[o].label}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="primary" onClick={() => findAll()} disabled={listing || reading}>
          {t.findAll}
        </button>
        <button type="button" onClick={cancel} disabled={!running}>
          {t.cancel}
        </button>
      </div>
      <p id={`${id}-says`} className="paths-note paths-order-says">
        {chosen.says}
      </p>
    </div>
  );
}
