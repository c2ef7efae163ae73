import { THEME } from '../render/theme';

const ITEMS = [
  ['Wall', THEME.wall, 'block'],
  ['Passage', THEME.passage, 'block'],
  ['You', THEME.player, 'dot'],
  ['Exit', THEME.exit, 'block'],
  ['Your trail', THEME.trail, 'block'],
  ['Backtracked', THEME.backtracked, 'block'],
  ['Solution', THEME.solution, 'line'],
] as const;

/** The colour legend (source 4). */
export function Legend() {
  return (
    <ul className="legend" aria-label="Legend">
      {ITEMS.map(([name, colour, shape]) => (
        <li key={name}>
          <span className={`swatch swatch-${shape}`} style={{ ['--swatch' as string]: colour }} aria-hidden="true" />
          {name}
        </li>
      ))}
    </ul>
  );
}
