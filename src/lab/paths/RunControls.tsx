import { useId } from 'react';
import { useGame } from '../../store';
import type { ListOrder } from '../../store/pathsRunSlice';

/** The orders offered, and what each one promises about the stream of paths. */
const ORDERS: readonly { id: ListOrder; label: string; says: string }[] = [
  { id: 'dfs', label: 'DFS', says: 'Depth first, trying left, right, up, down: the number maze’s own order.' },
  { id: 'bfs', label: 'BFS', says: 'Breadth first, as the number maze’s queue reports them: by length, shortest first.' },
  {
    id: 'shortest',
    label: 'Shortest first',
    says: 'By length, shortest first; equal lengths in DFS order. The whole stream is ordered: it is the BFS order.',
  },
  {
    id: 'longest',
    label: 'Longest first',
    says: 'By length, longest first; equal lengths in DFS order. The whole stream is ordered; the grid is searched once per length, so the first paths may take a while.',
  },
];

/** "Order", "Find all paths" and "Cancel", and what the chosen order guarantees. */
export function RunControls() {
  const order = useGame((s) => s.pathsOrder);
  const setOrder = useGame((s) => s.setPathsOrder);
  const running = useGame((s) => s.pathsListing.status === 'running' || s.pathsCount.status === 'counting' || s.pathsCount.estimating);
  const listing = useGame((s) => s.pathsListing.status === 'running');
  const reading = useGame((s) => s.pathsReading !== null);
  const findAll = useGame((s) => s.findAllPaths);
  const cancel = useGame((s) => s.cancelPaths);
  const id = useId();
  const chosen = ORDERS.find((o) => o.id === order) ?? ORDERS[0]!;

  return (
    <div className="paths-run-block">
      <div className="paths-run">
        <div className="field paths-order">
          <label htmlFor={`${id}-order`}>Order</label>
          <select id={`${id}-order`} value={order} disabled={listing} aria-describedby={`${id}-says`} onChange={(event) => setOrder(event.target.value as ListOrder)}>
            {ORDERS.map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="primary" onClick={() => findAll()} disabled={listing || reading}>
          Find all paths
        </button>
        <button type="button" onClick={cancel} disabled={!running}>
          Cancel
        </button>
      </div>
      <p id={`${id}-says`} className="paths-note paths-order-says">
        {chosen.says}
      </p>
    </div>
  );
}
