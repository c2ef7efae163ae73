import type { Heading } from './heading';

/**
 * What a move's arrival finds (game/announce.ts), for the polite live region to say: no way
 * on, a dead end, a corridor's open ways, or a junction of `count` ways (two neighbours nearest
 * one heading are named once but counted twice).
 */
export type Arrival =
  | { readonly kind: 'noWayOut' }
  | { readonly kind: 'deadEnd' }
  | { readonly kind: 'open'; readonly headings: readonly Heading[] }
  | { readonly kind: 'junction'; readonly headings: readonly Heading[]; readonly count: number };
