/**
 * The eight ways a player can head on screen: the four arrows and the diagonals a maze of cells
 * adds. Game rules move by them (game/moves.ts); the speech book names them.
 */
export type Heading = 'up' | 'down' | 'left' | 'right' | 'up-left' | 'up-right' | 'down-left' | 'down-right';
