import { useEffect, useRef } from 'react';
import { corridorNext } from '../game/cellRules';
import { corridorTurn, type Direction } from '../game/rules';
import { useGame } from '../store';
import { REPEAT_EVERY_MS } from './useKeyboard';

/** A swipe's run moves a cell this often: faster than a held key, slow enough to watch and to time. */
export const GLIDE_STEP_MS = Math.round(REPEAT_EVERY_MS / 2);

/**
 * A swipe: one move, then on along the corridor a cell at a time (rules.corridorTurn), so the
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
    const state = useGame.getState();
    state.move(direction);
    let expected = useGame.getState().position;
    if (expected === state.position) return; // a wall: the move bumped
    let heading: Direction | null = direction;
    const next = () => {
      const now = useGame.getState();
      if (now.shaped) {
        // On cells the corridor is simpler still: the one open way that is not back.
        if (now.position !== expected || now.shaped !== state.shaped || now.won) return stop();
        const onward = corridorNext(now.shaped, now.position, now.cameFrom);
        if (onward < 0) return stop();
        now.moveTo(onward);
        expected = useGame.getState().position;
        timer.current = window.setTimeout(next, GLIDE_STEP_MS);
        return;
      }
      // Someone else moved the player (a key, the pad), or the maze changed: the glide is over.
      if (now.position !== expected || now.maze !== state.maze || now.won || !now.maze || heading === null) return stop();
      heading = corridorTurn(now.maze, now.position, heading);
      if (heading === null) return stop();
      now.move(heading);
      expected = useGame.getState().position;
      timer.current = window.setTimeout(next, GLIDE_STEP_MS);
    };
    timer.current = window.setTimeout(next, GLIDE_STEP_MS);
  };
}
