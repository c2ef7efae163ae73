/**
 * Settings a shape cannot take: sides on a circle, rings on anything else, blocks on anything
 * but a whole square. One home for the rule: the CLI refuses such flags, and a link drops such
 * parameters with a notice (game/url.ts), so the two never disagree about what a value means.
 */
export type StrayField = 'sidesOnCircle' | 'ringsOffCircle' | 'blocksOffSquare';

export interface GivenFields {
  readonly shape: string;
  /** Whether a width or a height was given. */
  readonly sides: boolean;
  readonly rings: boolean;
  readonly masked: boolean;
  /** The style as given ('' or undefined when none). */
  readonly style: string | undefined;
}

/** The stray fields among those given, in a fixed order (sides, rings, style). */
export function strayFields(given: GivenFields): StrayField[] {
  const polar = given.shape === 'polar';
  const strays: StrayField[] = [];
  if (polar && given.sides) strays.push('sidesOnCircle');
  if (!polar && given.rings) strays.push('ringsOffCircle');
  if (given.style === 'blocks' && (given.shape !== 'square' || given.masked)) strays.push('blocksOffSquare');
  return strays;
}
