import type { Direction } from '../game/rules';
import { useGame } from '../store';

const BUTTONS: readonly { direction: Direction; label: string; symbol: string }[] = [
  { direction: 'up', label: 'Up', symbol: '▲' },
  { direction: 'left', label: 'Left', symbol: '◀' },
  { direction: 'right', label: 'Right', symbol: '▶' },
  { direction: 'down', label: 'Down', symbol: '▼' },
];

/** On-screen arrows for touch screens (shown on small screens by CSS). */
export function DirectionPad() {
  const move = useGame((s) => s.move);
  return (
    <div className="dpad" role="group" aria-label="Direction pad">
      {BUTTONS.map(({ direction, label, symbol }) => (
        <button key={direction} type="button" className={`dpad-${direction}`} aria-label={label} onClick={() => move(direction)}>
          <span aria-hidden="true">{symbol}</span>
        </button>
      ))}
    </div>
  );
}
