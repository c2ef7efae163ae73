import { corridorNext, type Heading } from '../game/cellRules';
import { corridorTurn, type Direction } from '../game/rules';
import type { GameState } from '../store';

/**
 * Shift with a move key: one move in `heading`, then on along the corridor (rules.corridorTurn
 * on blocks, cellRules.corridorNext on cells) to the next junction, dead end, entrance or exit,
 * all at once. Each step is an ordinary move (the trail, the clock and the win see them all);
 * the live region is left saying where the walk stopped, since each move's words replace the
 * last. A corridor cannot loop without a junction; the walk is capped at the maze's size anyway.
 */
export function walkToJunction(store: { getState(): GameState }, heading: Heading): void {
  const game = () => store.getState();
  const before = game().position;
  game().move(heading);
  if (game().position === before) return; // a wall (or no maze): the move bumped
  const shaped = game().shaped;
  if (shaped) {
    for (let limit = shaped.topology.cellCount; limit > 0 && !game().won; limit--) {
      const onward = corridorNext(shaped, game().position, game().cameFrom);
      if (onward < 0) return;
      game().moveTo(onward);
    }
    return;
  }
  const maze = game().maze;
  if (!maze) return;
  let way: Direction | null = heading as Direction;
  for (let limit = maze.rows * maze.cols; limit > 0 && !game().won; limit--) {
    way = corridorTurn(maze, game().position, way);
    if (way === null) return;
    game().move(way);
  }
}
