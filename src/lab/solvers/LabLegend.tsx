import { THEME } from '../../render/theme';

const SEARCH = [
  ['Wall', THEME.wall],
  ['Passage', THEME.passage],
  ['Frontier', THEME.frontier],
  ['Explored / walked', THEME.explored],
  ['Backtracked / dead end', THEME.retreated],
  ['Final path', THEME.path],
  ['Exit', THEME.exit],
] as const;

/** The lab's colours, reusing the game legend's swatches. */
export function LabLegend() {
  return (
    <ul className="legend lab-legend" aria-label="Legend">
      {SEARCH.map(([name, colour]) => (
        <li key={name}>
          <span className="swatch swatch-block" style={{ ['--swatch' as string]: colour }} aria-hidden="true" />
          {name}
        </li>
      ))}
    </ul>
  );
}
