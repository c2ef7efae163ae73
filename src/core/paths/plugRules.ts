/**
 * What deciding one open block does to the two plugs that reach it: the rules of the
 * frontier sweep (see countFrontier.ts for the plugs and why they hold), as a table, so that
 * every executor of the sweep reads the same rules.
 *
 * The block in column c sees plug c (from its left neighbour) and plug c + 1 (from the block
 * above). It replaces them with plug c (down to the block below) and plug c + 1 (right to its
 * right neighbour), and may re-label the partner of one of them:
 *
 *   DROP      no path can continue (a loop, or two strands meeting at an end)
 *   IDLE      both NONE, not an end: leave the block unused, or start a new strand '(' down, ')' right
 *   PASS      one plug: send it on, down or right
 *   BEGIN     both NONE at an end: start the END strand, down or right
 *   MERGE     ')' from the left meets '(' from above: two strands become one
 *   RELABEL   both cleared; the partner of one plug becomes `code` (found right of it for '(' , left for ')')
 *   FINISH    an END strand closes: a whole path, if no other plug is in use
 */
import { PLUG } from './plugIndex';

const { NONE, OPEN, CLOSE, END } = PLUG;

export const DROP = 0;
export const IDLE = 1;
export const PASS = 2;
export const BEGIN = 3;
export const MERGE = 4;
export const RELABEL = 5;
export const FINISH = 6;
export type RuleKind = typeof DROP | typeof IDLE | typeof PASS | typeof BEGIN | typeof MERGE | typeof RELABEL | typeof FINISH;

/** One rule: its kind; for RELABEL, which plug's partner (0 = plug c, 1 = plug c + 1), which way it lies and its new code. */
export interface PlugRule {
  readonly kind: RuleKind;
  readonly from: 0 | 1;
  /** True when the partner lies right of the plug (the plug is '('), false when left (')'). */
  readonly rightward: boolean;
  readonly code: number;
}

const rule = (kind: RuleKind, from: 0 | 1 = 0, rightward = false, code: number = NONE): PlugRule => ({ kind, from, rightward, code });
const relabel = (from: 0 | 1, plug: number, code: number): PlugRule => rule(RELABEL, from, plug === OPEN, code);

function passageRule(left: number, up: number): PlugRule {
  if (left === NONE && up === NONE) return rule(IDLE);
  if (left === NONE || up === NONE) return rule(PASS);
  if (left === END && up === END) return rule(FINISH);
  if (left === CLOSE && up === OPEN) return rule(MERGE);
  if (left === OPEN && up === OPEN) return relabel(1, OPEN, OPEN); // the ')' of the upper '(' becomes '('
  if (left === CLOSE && up === CLOSE) return relabel(0, CLOSE, CLOSE); // the '(' of the left ')' becomes ')'
  if (left === END) return relabel(1, up, END);
  if (up === END) return relabel(0, left, END);
  return rule(DROP); // '(' meeting its own ')': a loop
}

function endRule(left: number, up: number): PlugRule {
  if (left === NONE && up === NONE) return rule(BEGIN);
  if (left !== NONE && up !== NONE) return rule(DROP); // an end has one edge, not two
  const plug = left | up;
  const from = left === NONE ? 1 : 0;
  return plug === END ? rule(FINISH) : relabel(from, plug, END);
}

/** The rule for plugs (left, up) at a block that is an end of the path (`atEnd`) or not: RULES[atEnd · 16 + left · 4 + up]. */
export const RULES: readonly PlugRule[] = Array.from({ length: 32 }, (_, i) => ((i >> 4) === 1 ? endRule : passageRule)((i >> 2) & 3, i & 3));
