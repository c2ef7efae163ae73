import type { ShapeId } from '../core';
import { THEME } from '../render/theme';
import { useGame } from '../store';

const ITEMS = [
  ['Wall', THEME.wall, 'block'],
  ['Passage', THEME.passage, 'block'],
  ['You', THEME.player, 'dot'],
  ['Exit', THEME.exit, 'block'],
  ['Your trail', THEME.trail, 'block'],
  ['Backtracked', THEME.backtracked, 'block'],
  ['Solution', THEME.solution, 'line'],
] as const;

/** The keys of each shape: the arrows go to the open cell nearest their direction; hexagons and triangles add diagonals. */
export const SHAPE_KEYS: Readonly<Record<ShapeId, string>> = {
  square: 'Keys: arrows or WASD',
  hex: 'Keys: arrows or WASD, and Q E Z C for up-left, up-right, down-left, down-right · tap a cell next to you',
  triangle: 'Keys: arrows or WASD, and Q E Z C for up-left, up-right, down-left, down-right · tap a cell next to you',
  polar: 'Keys: arrows or WASD go to the open cell nearest that way, Q E Z C the diagonals · tap a cell next to you',
};

/** The colour legend (source 4), and the keys of the maze's shape when it is not a square of blocks. */
export function Legend() {
  const keys = useGame((s) => (s.shaped ? SHAPE_KEYS[s.settings?.shape ?? 'square'] : null));
  return (
    <div className="legend-block">
      <ul className="legend" aria-label="Legend">
        {ITEMS.map(([name, colour, shape]) => (
          <li key={name}>
            <span className={`swatch swatch-${shape}`} style={{ ['--swatch' as string]: colour }} aria-hidden="true" />
            {name}
          </li>
        ))}
      </ul>
      {keys && <p className="legend-keys">{keys}</p>}
    </div>
  );
}
