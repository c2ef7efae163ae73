import { useEffect, useRef } from 'react';
import type { Heading } from '../game/moves';
import { REPEAT_DELAY_MS, REPEAT_EVERY_MS } from '../input/useKeyboard';
import { useStore } from '../store';
import { PLAY } from '../i18n/play';
import { useText } from '../store/useText';

const ARROWS: Readonly<Record<Heading, string>> = { up: '▲', left: '◀', right: '▶', down: '▼', 'up-left': '◤', 'up-right': '◥', 'down-left': '◣', 'down-right': '◢' };

/** The four arrows (a row shows them ◀ ▲ ▼ ▶, styles.css; the cross on phones places them itself). */
const FOUR: readonly Heading[] = ['up', 'left', 'right', 'down'];

/**
 * With the diagonals (Q E Z C, on every maze but squares: cells there have neighbours between
 * the arrows), in the order they stand on screen, two rows between the left and right arrows,
 * so Tab goes through them as the eye does.
 */
const EIGHT: readonly Heading[] = ['left', 'up-left', 'up', 'up-right', 'down-left', 'down', 'down-right', 'right'];

/**
 * One arrow of the pad. Pressed and held, it repeats like a held key; activated from the
 * keyboard (a click with no pointer behind it) it moves once.
 */
function PadButton({ direction, label, symbol }: { direction: Heading; label: string; symbol: string }) {
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

/** On-screen arrows for touch screens and mice: a cross on phones, a row on wide screens; with the diagonals, two rows between the left and right arrows. */
export function DirectionPad() {
  const text = useText(PLAY);
  const diagonals = useStore((s) => (s.settings?.shape ?? 'square') !== 'square');
  return (
    <div className={diagonals ? 'dpad dpad-eight' : 'dpad'} role="group" aria-label={text.directionPad}>
      {(diagonals ? EIGHT : FOUR).map((direction) => (
        <PadButton key={direction} direction={direction} symbol={ARROWS[direction]} label={text.directions[direction]} />
      ))}
    </div>
  );
}
