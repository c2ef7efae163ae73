/**
 * The fastest time a real run can take (game/bestTimes.ts says why); a stored time under it
 * was tampered with, and the notice that drops it quotes it.
 */
export const FASTEST_RUN_MS = 50;

/** What went wrong reading the best times; blocked storage is said once by the store, for all it keeps. */
export type BestTimesIssue = { readonly kind: 'blocked' } | { readonly kind: 'unreadable' } | { readonly kind: 'dropped'; readonly count: number };
