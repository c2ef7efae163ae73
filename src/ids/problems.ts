import type { KindRefusal } from '../core';

/**
 * What is wrong with one typed maze setting, as game/settings.ts finds it: a code and the
 * numbers its words quote. i18n's problem book says it (src/i18n/problems.ts, problemText).
 */
export type DraftProblem =
  | { readonly code: 'seedEmpty' }
  | { readonly code: 'seedTooLong'; readonly max: number; readonly length: number }
  | { readonly code: 'shapeOneOf' }
  | { readonly code: 'side'; readonly width: boolean }
  | { readonly code: 'tooManyCells'; readonly width: number; readonly height: number }
  | { readonly code: 'tooFewCells' }
  /** A link's value its shape cannot take (game/strayFields.ts): dropped. */
  | { readonly code: 'sidesOnCircle' }
  | { readonly code: 'ringsOffCircle' }
  | { readonly code: 'blocksOffSquare' }
  /** A link parameter given more than once: the last counts, as a repeated CLI flag does. */
  | { readonly code: 'repeated' }
  | { readonly code: 'algorithmOneOf' }
  | { readonly code: 'braid' }
  | { readonly code: 'rings' }
  | { readonly code: 'circleNoOutline' }
  | { readonly code: 'style' }
  | { readonly code: 'unicursal' }
  | { readonly code: 'weave' }
  | { readonly code: 'levels' }
  | { readonly code: 'endCell'; readonly start: boolean }
  /** `reason` is the core's own message (English, as the CLI's). */
  | { readonly code: 'outlineUnreadable'; readonly reason: string }
  /**
   * A refusal the core words itself (a shape too small for its generator, an outline in pieces):
   * its English message, and where the core gives it, what was refused as data (a kind on the
   * wrong shape, two kinds together, a row-by-row generator), which other languages word.
   */
  | { readonly code: 'core'; readonly message: string; readonly refusal?: KindRefusal };

/** A link's bad value: its parameter, the value quoted printable, what took its place, and why it was bad. */
export interface LinkProblem {
  readonly param: string;
  readonly quoted: string;
  /** What took its place: a fresh seed, no outline, the default, nothing (dropped), for a repeated parameter its last value, or for a labyrinth's odd side the even one next to it. */
  readonly replaced: 'seed' | 'mask' | 'default' | 'ignored' | 'last' | 'even';
  readonly why: DraftProblem;
}
