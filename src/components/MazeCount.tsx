import { useEffect, useState } from 'react';
import { formatPowerOfTen } from '../format/numbers';
import { MAZE_COUNT_TEXT } from '../i18n/mazeCount';
import { useText } from '../store/useText';
import { useStore } from '../store';
import type { StoreState } from '../store/types';
import { DEFAULT_RINGS } from '../game/shapeSettings';
import { defaultMazeCount } from '../workers/mazeCountClient';
import { MAX_SHAPED_CELLS, type MazeCountRequest } from '../workers/mazeCountJob';
import { ExactMazeCount } from './ExactMazeCount';

/** The count to ask for the maze shown: a whole square by its size, any other shape by its cells (when not too many), else none. */
function requestOf(state: Pick<StoreState, 'maze' | 'shaped' | 'settings'>): MazeCountRequest | null {
  const { maze, shaped, settings } = state;
  if (!settings) return null;
  // A labyrinth is split from the square maze of half its size, one labyrinth a maze: it counts those.
  // A weave's mazes are not the grid's spanning trees: no count is said.
  if (settings.weave) return null;
  if (settings.unicursal) return { kind: 'square', width: settings.width / 2, height: settings.height / 2 };
  if (maze) return { kind: 'square', width: settings.width, height: settings.height };
  if (!shaped) return null;
  const { topology } = shaped;
  // A maze of levels is a spanning tree of its stacked grid: counted on its cells, not as one level.
  if (topology.shape === 'square' && topology.slots === null && topology.levels === undefined) return { kind: 'square', width: topology.columns, height: topology.rows };
  return topology.cellCount <= MAX_SHAPED_CELLS ? { kind: 'cells', topology } : null;
}

/** A key per maze shown, so each maze gets a fresh "Exact number" (and a count under way for the one before stops). */
const keys = new WeakMap<object, number>();
let lastKey = 0;
function keyOf(maze: object): number {
  if (!keys.has(maze)) keys.set(maze, ++lastKey);
  return keys.get(maze)!;
}

/** Below this a maze has one way to be carved (a single cell, a corridor): nothing worth saying. */
const ONE_MAZE_BELOW = Math.log10(2) / 2;

/**
 * Under the maze: "This is one of about 10⁴³² possible 30×30 mazes", the number of spanning
 * trees of its cell graph (log10SpanningTrees), worked out in a worker after the maze is drawn,
 * and when within reach an "Exact number" button for the count in full (ExactMazeCount).
 * This module loads after the first maze, when the page is idle (PlayPage.tsx).
 */
export function MazeCount() {
  const t = useText(MAZE_COUNT_TEXT);
  const maze = useStore((s) => s.maze);
  const shaped = useStore((s) => s.shaped);
  const settings = useStore((s) => s.settings);
  const [counted, setCounted] = useState<{ of: object; request: MazeCountRequest; log10: number; exactWithinReach: boolean } | null>(null);
  const shown = maze ?? shaped;

  useEffect(() => {
    const request = requestOf({ maze, shaped, settings });
    if (!request || !shown) return;
    const job = defaultMazeCount().size(request);
    job.result.then(
      ({ log10, exactWithinReach }) => setCounted({ of: shown, request, log10, exactWithinReach }),
      () => undefined, // superseded, or a worker that failed: the line is only a nicety
    );
    return () => job.cancel();
  }, [maze, shaped, settings, shown]);

  if (!settings || !counted || counted.of !== shown || !(counted.log10 >= ONE_MAZE_BELOW)) return null;
  const shape = settings.unicursal ? 'unicursal' : (settings.shape ?? 'square');
  const rings = settings.shape === 'polar' ? String(settings.rings ?? DEFAULT_RINGS) : null;
  const size = settings.mask === undefined && rings === null ? `${settings.width}×${settings.height}${settings.levels ? `×${settings.levels}` : ''}` : null;
  return (
    <div className="maze-count-line">
      <p className="maze-count" data-log10={counted.log10.toFixed(2)}>
        {t.oneOf(`${formatPowerOfTen(counted.log10)}`, shape, size, rings, settings.braid > 0)}
      </p>
      {counted.exactWithinReach && <ExactMazeCount key={keyOf(counted.of)} request={counted.request} />}
    </div>
  );
}
