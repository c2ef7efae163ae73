import { useEffect, useRef } from 'react';
import type { Direction, Heading } from '../game/moves';
import { SPEECH } from '../i18n/speech';
import { REPEAT_DELAY_MS, REPEAT_EVERY_MS } from '../input/useKeyboard';
import { useStore } from '../store';
import { PLAY } from '../i18n/play';
import { useText } from '../store/useText';

const BUTTONS: readonly { direction: Heading; symbol: string }[] = [
  { direction: 'up', symbol: '▲' },
  { direction: 'left', symbol: '◀' },
  { direction: 'right', symbol: '▶' },
  { direction: 'down', symbol: '▼' },
];

/** The diagonals (Q E Z C), on every maze but squares: cells there have neighbours between the arrows. */
const DIAGONALS: readonly { direction: Heading; symbol: string }[] = [
  { direction: 'up-left', symbol: '◤' },
  { direction: 'up-right', symbol: '◥' },
  { direction: 'down-left', symbol: '◣' },
  { direction: 'down-right', symbol: '◢' },
];

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

/**
 * On-screen arrows for touch screens and mice: a cross on phones, a row on wide screens; with
 * the diagonals, two rows between the left and right arrows. A diagonal is named as speech
 * names it ("Up left").
 */
export function DirectionPad() {
  const text = useText(PLAY);
  const headings = useText(SPEECH).headings;
  const diagonals = useStore((s) => (s.settings?.shape ?? 'square') !== 'square');
  return (
    <div className={diagonals ? 'dpad dpad-eight' : 'dpad'} role="group" aria-label={text.directionPad}>
      {BUTTONS.map((button) => (
        <PadButton key={button.direction} {...button} label={text.directions[button.direction as Direction]} />
      ))}
      {diagonals && DIAGONALS.map((button) => <PadButton key={button.direction} {...button} label={headings[button.direction].replace(/^./, (first) => first.toUpperCase())} />)}
    </div>
  );
}
