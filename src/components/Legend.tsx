import { THEME } from '../render/theme';
import { useStore } from '../store';
import { PLAY } from '../i18n/play';
import { useText } from '../store/useText';

/** The swatches, in the order of the book's legend items. */
const SWATCHES = [
  [THEME.wall, 'block'],
  [THEME.passage, 'block'],
  [THEME.player, 'dot'],
  [THEME.exit, 'block'],
  [THEME.trail, 'block'],
  [THEME.backtracked, 'block'],
  [THEME.solution, 'line'],
] as const;

/** The colour legend (source 4), and the keys of the maze's shape. */
export function Legend() {
  const text = useText(PLAY);
  const keys = useStore((s) => (s.settings ? text.shapeKeys[s.settings.shape ?? 'square'] : null));
  return (
    <div className="legend-block">
      <ul className="legend" aria-label={text.legend}>
        {SWATCHES.map(([colour, shape], index) => [text.legendItems[index], colour, shape] as const).map(([name, colour, shape]) => (
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
