/**
 * Why a move log (a ghost) was refused, as data: game/ghost/moveLog.ts finds it, i18n/ghost.ts
 * words it. `move` counts from 1.
 */
export type GhostProblem =
  | { readonly code: 'empty' }
  | { readonly code: 'notText' }
  | { readonly code: 'tooLong'; readonly max: number }
  | { readonly code: 'version'; readonly version: number }
  | { readonly code: 'truncated' }
  | { readonly code: 'trailing' }
  | { readonly code: 'damaged' }
  | { readonly code: 'otherMaze' }
  | { readonly code: 'malformed' }
  | { readonly code: 'closedWay'; readonly move: number }
  | { readonly code: 'unfinished' }
  | { readonly code: 'badTime' };
