import { GENERATOR_IDS, type KindRefusal, MAX_LEVELS, MAX_MAZE_CELLS, MAX_MAZE_SIDE, MAX_POLAR_RINGS, MIN_MAZE_CELLS, MIN_POLAR_RINGS, SHAPE_IDS } from '../core';
import { formatCount } from '../format/numbers';
import type { DraftProblem, LinkProblem } from '../ids/problems';
import { firstLoadBook } from './book';

/**
 * What the form says is wrong with a typed setting. The core's own messages (a shape too small
 * for its generator, an unreadable outline's reason) stay English: they are the CLI's too. The
 * refusals the core gives as data as well (kindRefusal.ts: kinds, shapes and generators that do
 * not go together) each language words itself (`refused`).
 */
export interface ProblemText {
  readonly seedEmpty: string;
  readonly seedTooLong: (max: number, length: number) => string;
  readonly shapeOneOf: (ids: string) => string;
  readonly side: (width: boolean) => string;
  /** `cells` is formatted. */
  readonly tooManyCells: (cells: string, width: number, height: number) => string;
  readonly tooFewCells: string;
  readonly algorithmOneOf: (ids: string) => string;
  readonly braid: string;
  readonly rings: string;
  readonly circleNoOutline: string;
  readonly style: string;
  readonly unicursal: string;
  readonly weave: string;
  readonly levels: string;
  readonly endCell: (start: boolean) => string;
  readonly outlineUnreadable: (reason: string) => string;
  /** A link's bad value (`param=value` already quoted), what took its place, and why it was bad. */
  readonly linkBadValue: (param: string, quoted: string, replaced: LinkProblem['replaced'], why: string) => string;
  readonly sidesOnCircle: string;
  readonly ringsOffCircle: string;
  readonly blocksOffSquare: string;
  readonly repeated: string;
  readonly linkBadValues: (count: number) => string;
  /**
   * What the core refused (core kindRefusal.ts), said in this language; `message` is the core's
   * own, in English; `advice`: with what to choose instead.
   */
  readonly refused: (refusal: KindRefusal, message: string, advice: boolean) => string;
  /** A row-by-row generator gave way: why, then that the backtracker makes the maze. */
  readonly backtrackerInstead: (why: string) => string;
}

export const PROBLEMS = firstLoadBook('problems', {
  seedEmpty: 'Seed must not be empty (any text works).',
  seedTooLong: (max, length) => `Seed must be at most ${max} characters; this one has ${length}.`,
  shapeOneOf: (ids) => `Shape must be one of ${ids}.`,
  side: (width) => `${width ? 'Width' : 'Height'} must be a whole number from 1 to ${MAX_MAZE_SIDE}.`,
  tooManyCells: (cells, width, height) => `At most ${cells} cells (2000 × 2000); ${width} × ${height} is too many.`,
  tooFewCells: `A maze needs at least ${MIN_MAZE_CELLS} cells, so that its start and exit differ.`,
  algorithmOneOf: (ids) => `Algorithm must be one of ${ids}.`,
  braid: 'Braid must be a number from 0 to 1.',
  rings: `Rings must be a whole number from ${MIN_POLAR_RINGS} to ${MAX_POLAR_RINGS}.`,
  circleNoOutline: 'A circular maze takes no outline: choose None, or another shape.',
  style: 'Style must be blocks or lines.',
  unicursal: 'Unicursal must be 1 (a labyrinth of one path) or 0.',
  weave: 'Weave must be a number from 0 to 1.',
  levels: `Levels must be a whole number from 1 to ${MAX_LEVELS}.`,
  endCell: (start) => `${start ? 'The start' : 'The exit'} must be a cell's number, a whole number from 0.`,
  outlineUnreadable: (reason) => `Outline must be circle, heart, star or diamond, or the code of an outline drawn here; this one cannot be read (${reason}).`,
  linkBadValue: (param, quoted, replaced, why) =>
    replaced === 'last'
      ? `This link gives ${param} more than once, so the last value, ${quoted}, was used. ${why}`
      : replaced === 'ignored'
        ? `This link's ${param}=${quoted} was ignored. ${why}`
        : `This link has a bad value, ${param}=${quoted}, so ${replaced === 'seed' ? 'a fresh seed was used' : replaced === 'mask' ? 'the maze has no outline' : replaced === 'even' ? 'the even number after it was used' : 'the default was used'}. ${why}`,
  sidesOnCircle: 'A circular maze takes rings, not a width or a height.',
  ringsOffCircle: 'Rings are for circular mazes only.',
  blocksOffSquare: 'Blocks draw whole square mazes only; this maze is drawn in lines.',
  repeated: 'A setting counts once, as on the command line.',
  linkBadValues: (count) => `This link has ${count} bad values, so their defaults were used.`,
  // The core's message is English already: as a sentence, or its first clause without the advice.
  refused: (_refusal, message, advice) => (advice ? asSentence(message) : message.split(';')[0]!),
  backtrackerInstead: (why) => `${why}: the recursive backtracker makes this one.`,
});

/** A setting's problem (game/settings.ts's code) in a language's words. */
export function problemText(text: ProblemText, problem: DraftProblem): string {
  switch (problem.code) {
    case 'seedEmpty':
      return text.seedEmpty;
    case 'seedTooLong':
      return text.seedTooLong(problem.max, problem.length);
    case 'shapeOneOf':
      return text.shapeOneOf(SHAPE_IDS.join(', '));
    case 'side':
      return text.side(problem.width);
    case 'tooManyCells':
      return text.tooManyCells(formatCount(MAX_MAZE_CELLS), problem.width, problem.height);
    case 'algorithmOneOf':
      return text.algorithmOneOf(GENERATOR_IDS.join(', '));
    case 'tooFewCells':
    case 'sidesOnCircle':
    case 'ringsOffCircle':
    case 'blocksOffSquare':
    case 'repeated':
    case 'braid':
    case 'rings':
    case 'circleNoOutline':
    case 'style':
    case 'unicursal':
    case 'weave':
    case 'levels':
      return text[problem.code];
    case 'endCell':
      return text.endCell(problem.start);
    case 'outlineUnreadable':
      return text.outlineUnreadable(problem.reason);
    case 'core':
      return problem.refusal ? text.refused(problem.refusal, problem.message, true) : asSentence(problem.message);
  }
}

/** A core message (a clause, as the CLI prints it after "error:") as a sentence on the page: a capital, a full stop. */
function asSentence(message: string): string {
  const capital = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/** Each bad field's problem in words, field by field. */
export function problemsText<K extends string>(text: ProblemText, problems: Partial<Record<K, DraftProblem>>): Partial<Record<K, string>> {
  const said: Partial<Record<K, string>> = {};
  for (const field of Object.keys(problems) as K[]) said[field] = problemText(text, problems[field]!);
  return said;
}

/** A link's bad value (game/url.ts) in words. */
export function linkProblemText(text: ProblemText, problem: LinkProblem): string {
  return text.linkBadValue(problem.param, problem.quoted, problem.replaced, problemText(text, problem.why));
}

/** Why a row-by-row generator gave way to the backtracker (game/settings.ts withUsableGenerator's `replaced`). */
export function generatorReplacedText(text: ProblemText, replaced: DraftProblem): string {
  return text.backtrackerInstead(replaced.code === 'core' && replaced.refusal ? text.refused(replaced.refusal, replaced.message, false) : problemText(text, replaced));
}
