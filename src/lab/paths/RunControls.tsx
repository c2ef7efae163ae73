import { useId } from 'react';
import type { PathOrder } from '../../core';
import { useGame } from '../../store';

/** "Order" (DFS or BFS), "Find all paths" and "Cancel". */
export function RunControls() {
  const order = useGame((s) => s.pathsOrder);
  const setOrder = useGame((s) => s.setPathsOrder);
  const running = useGame((s) => s.pathsListing.status === 'running' || s.pathsCount.status === 'counting');
  const listing = useGame((s) => s.pathsListing.status === 'running');
  const findAll = useGame((s) => s.findAllPaths);
  const cancel = useGame((s) => s.cancelPaths);
  const id = useId();

  return (
    <div className="paths-run">
      <div className="field paths-order">
        <label htmlFor={`${id}-order`}>Order</label>
        <select id={`${id}-order`} value={order} disabled={listing} onChange={(event) => setOrder(event.target.value as PathOrder)}>
          <option value="dfs">DFS</option>
          <option value="bfs">BFS</option>
        </select>
      </div>
      <button type="button" className="primary" onClick={() => findAll()} disabled={listing}>
        Find all paths
      </button>
      <button type="button" onClick={cancel} disabled={!running}>
        Cancel
      </button>
    </div>
  );
}
