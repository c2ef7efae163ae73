import { useEffect, useRef } from 'react';
import type { Direction } from '../game/moves';
import { REPEAT_DELAY_MS, REPEAT_EVERY_MS } from '../input/useKeyboard';
import { useStore } from '../store';
import { PLAY } from '../i18n/play';
import { useText } from '../store/useText';

const BUTTONS: readonly { direction: Direction; symbol: string }[] = [
  { direction: 'up', symbol: '▲' },
  { direction: 'left', symbol: '◀' },
  { direction: 'right', symbol: '▶' },
  { direction: 'down', symbol: '▼' },
];

/**
 * One arrow of the pad. Pressed and held, it repeats like a held key; activated from the
 * keyboard (a click with no pointer behind it) it moves once.
 */
function PadButton({ direction, label, symbol }: { direction: Direction; label: string; symbol: string }) {
  const move = useStore((s) => s.move);
  const timer = useRef<number | null>(null);
  const stop = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };
  const repeatAfter = (delay: number) => {
    timer.current = window.setTimeout(() => {
      move(direction);
      repeatAfter(REPEAT_EVERY_MS);
    }, delay);
  };
  useEffect(() => stop, []);
  return (
    <button
      type="button"
      className={`dpad-${direction}`}
      aria-label={label}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        stop();
        move(direction);
        repeatAfter(REPEAT_DELAY_MS);
      }}
      onPointerUp={stop}
      onPointerLeave={stop}
      onPointerCancel={stop}
      onClick={(event) => {
        if (event.detail === 0) move(direction); // Enter or Space; a pointer moved on pointerdown
      }}
    >
      <span aria-hidden="true">{symbol}</span>
    </button>
  );
}

/** On-screen arrows for touch screens and mice: a cross on phones, a row on wide screens. */
export function DirectionPad() {
  const text = useText(PLAY);
  return (
    <div className="dpad" role="group" aria-label={text.directionPad}>
      {BUTTONS.map((button) => (
        <PadButton key={button.direction} {...button} label={text.directions[button.direction]} />
      ))}
    </div>
  );
}
