import { useStore } from '../store';
import { PLAY } from '../i18n/play';
import { useText } from '../store/useText';
import { GHOST } from '../i18n/ghost';
import { Levelled } from './Levelled';

/**
 * Each swatch's shape, in the order of the book's legend items. Their colours are the
 * stylesheet's (styles.css, .legend-block), the screen's own in either scheme.
 */
const SHAPES = ['block', 'block', 'dot', 'block', 'block', 'block', 'line'] as const;

/** The colour legend (source 4), and the keys of the maze's shape. */
export function Legend() {
  const text = useText(PLAY);
  const ghostText = useText(GHOST);
  const racing = useStore((s) => s.raceGhost && s.ghost !== null);
  const keys = useStore((s) => (s.settings ? text.shapeKeys[s.settings.shape ?? 'square'] : null));
  const levels = useStore((s) => (s.settings?.levels ?? 1) > 1);
  return (
    <div className="legend-block">
      <ul className="legend" aria-label={text.legend}>
        {SHAPES.map((shape, index) => (
          <li key={index}>
            <span className={`swatch swatch-${shape}`} aria-hidden="true" />
            {text.legendItems[index]}
          </li>
        ))}
        <Levelled part="legend" />
        {racing && (
          <li>
            <span className="ghost-swatch" aria-hidden="true" />
            {ghostText.legendGhost}
          </li>
        )}
      </ul>
      {keys && <p className="legend-keys">{levels ? `${keys} · ${text.stairsKeys}` : keys}</p>}
    </div>
  );
}
