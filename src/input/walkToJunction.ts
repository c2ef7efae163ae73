import { boardOf } from '../game/board';
import { corridorNext, type Heading } from '../game/moves';
import type { StoreState } from '../store';

/**
 * Shift with a move key: one move in `heading`, then on along the corridor (moves.corridorNext)
 * to the next junction, dead end, start or exit, all at once, the same on every shape. Each
 * step is an ordinary move (the trail, the clock and the win see them all); the live region is
 * left saying where the walk stopped, since each move's words replace the last. A corridor
 * cannot loop without a junction; the walk is capped at the maze's size anyway.
 */
export function walkToJunction(store: { getState(): StoreState }, heading: Heading): void {
  const game = () => store.getState();
  const before = game().position;
  game().move(heading);
  if (game().position === before) return; // a wall (or no maze): the move bumped
  const board = boardOf(game());
  if (!board) return;
  for (let limit = board.size; limit > 0 && !game().won; limit--) {
    const onward = corridorNext(board, game().position, game().cameFrom);
    if (!onward) return;
    game().moveTo(onward.to);
  }
}
