import { useEffect, useRef } from 'react';
import { boardOf } from '../game/board';
import { corridorNext, type Direction } from '../game/moves';
import { useStore } from '../store';
import { REPEAT_EVERY_MS } from './useKeyboard';

/** A swipe's run moves a cell this often: faster than a held key, slow enough to watch and to time. */
export const GLIDE_STEP_MS = Math.round(REPEAT_EVERY_MS / 2);

/**
 * A swipe: one move, then on along the corridor a place at a time (moves.corridorNext), so the
 * player glides to the next junction, the clock sees the time it takes, and a key or another
 * swipe takes over at once. Returns the function that starts a glide.
 */
export function useGlide(): (direction: Direction) => void {
  const timer = useRef<number | null>(null);
  const stop = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => stop, []);

  return (direction) => {
    stop();
    const state = useStore.getState();
    state.move(direction);
    let expected = useStore.getState().position;
    if (expected === state.position) return; // a wall: the move bumped
    const board = boardOf(state);
    const next = () => {
      const now = useStore.getState();
      // Someone else moved the player (a key, the pad), or the maze changed: the glide is over.
      if (!board || now.position !== expected || boardOf(now) !== board || now.won) return stop();
      const onward = corridorNext(board, now.position, now.cameFrom);
      if (!onward) return stop();
      now.moveTo(onward.to);
      expected = useStore.getState().position;
      timer.current = window.setTimeout(next, GLIDE_STEP_MS);
    };
    timer.current = window.setTimeout(next, GLIDE_STEP_MS);
  };
}
