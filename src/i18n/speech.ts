import type { MaskPresetId, ShapeId } from '../core';
import { formatCount } from '../format/numbers';
import type { Arrival } from '../ids/arrival';
import type { Heading } from '../ids/heading';
import { OUTLINE_LABELS, SHAPE_NOUNS } from './shapeNames';
import { firstLoadBook } from './book';

/** The maze named in words (its canvas's accessible name): what describe.ts reads off the state. */
export interface MazeLabelParts {
  readonly shape: ShapeId;
  readonly width: number;
  readonly height: number;
  readonly rings: number;
  /** A preset outline, 'own' for a drawn one, or null. */
  readonly outline: MaskPresetId | 'own' | null;
  /** A unicursal labyrinth (one path) rather than a maze. */
  readonly unicursal: boolean;
  /** A weave: passages cross over and under each other. */
  readonly weave: boolean;
  /** Levels stacked: 1 but on a maze of several levels. */
  readonly levels: number;
  readonly solution: boolean;
  readonly won: boolean;
}

/** What the polite live region says, and the maze's accessible names: the words of a sighted player's view. */
export interface SpeechText {
  readonly headings: Readonly<Record<Heading, string>>;
  /** The open ways, already named: "Open: left, down." */
  readonly openWays: (ways: readonly string[]) => string;
  readonly noWayOut: string;
  /** Said before the arrival when a move went through a weave's tunnel. */
  readonly underBridge: string;
  /** Said before the arrival when a move took a staircase: levels counted from 1. */
  readonly stairsTaken: (up: boolean, level: number, levels: number) => string;
  /**
   * Said after the arrival on a cell with stairs: the levels they lead to, counted from 1 (one or
   * two, lower first). By level, not "up" or "down", which the open ways already use for directions.
   */
  readonly stairsHere: (levels: readonly number[]) => string;
  /** Another choice on the form took a maze of levels back to one level. */
  readonly levelsDropped: string;
  /** Page Up or Page Down where no staircase goes that way. */
  readonly noStairs: (up: boolean) => string;
  readonly deadEnd: string;
  /** `count` is formatted; `ways` is openWays's sentence. */
  readonly junction: (count: string, ways: string) => string;
  readonly wall: (heading: Heading) => string;
  /** `moves` and `seconds` are formatted. */
  readonly solved: (moves: string, seconds: string, assisted: boolean) => string;
  readonly alreadySolved: string;
  readonly mazeRegion: string;
  readonly playInstructions: string;
  readonly mazeBeingMade: string;
  readonly mazeLabel: (parts: MazeLabelParts) => string;
  readonly zoomFollowing: (level: number) => string;
  readonly zoomLevel: (level: number) => string;
  readonly wholeMaze: string;
  readonly solutionShown: string;
  readonly solutionHidden: string;
  /** A tap asked for the solution during a run: a second one shows it, and the run counts as assisted. */
  readonly solutionAsked: string;
  readonly solutionFromHere: string;
  readonly solutionFromEntrance: string;
  readonly exitIsHere: string;
  readonly startIsHere: string;
  readonly startAlreadyHere: string;
  readonly exitAlreadyHere: string;
  readonly startMoved: string;
  readonly exitMoved: string;
  readonly stoppedMaking: string;
  /** `format` is PNG or SVG. */
  readonly downloadCancelled: (format: string) => string;
}

const EN_HEADINGS: Readonly<Record<Heading, string>> = {
  up: 'up',
  down: 'down',
  left: 'left',
  right: 'right',
  'up-left': 'up left',
  'up-right': 'up right',
  'down-left': 'down left',
  'down-right': 'down right',
};

export const SPEECH = firstLoadBook('speech', {
  headings: EN_HEADINGS,
  openWays: (ways) => `Open: ${ways.join(', ')}.`,
  noWayOut: 'No way out.',
  underBridge: 'Under a bridge.',
  stairsTaken: (up, level, levels) => `${up ? 'Up' : 'Down'} the stairs to level ${level} of ${levels}.`,
  stairsHere: (levels) => `Stairs here to level${levels.length > 1 ? 's' : ''} ${levels.join(' and ')}.`,
  levelsDropped: 'Back to one level: levels take no outline, weave or labyrinth.',
  noStairs: (up) => `No stairs ${up ? 'up' : 'down'} here.`,
  deadEnd: 'Dead end.',
  junction: (count, ways) => `Junction: ${count} ways. ${ways}`,
  // One wording on every shape: "Wall above.", "Wall to the left.", "Wall up left."
  wall: (heading) => `Wall ${heading === 'up' ? 'above' : heading === 'down' ? 'below' : heading.includes('-') ? EN_HEADINGS[heading] : `to the ${EN_HEADINGS[heading]}`}.`,
  solved: (moves, seconds, assisted) => `Solved in ${moves} moves and ${seconds} seconds${assisted ? ', with the solution shown' : ''}.`,
  alreadySolved: 'Solved: Play again or New maze to walk again.',
  mazeRegion: 'Maze game',
  playInstructions:
    'Arrow keys or W A S D walk; Q E Z C walk diagonally on mazes of cells. Shift with a direction walks on to the next junction or dead end; Page Up and Page Down take the stairs of a maze of levels. Each move says which ways are open. H shows the solution.',
  mazeBeingMade: 'Maze, being made',
  mazeLabel: ({ shape, width, height, rings, outline, unicursal, weave, levels, solution, won }) => {
    const noun = unicursal ? 'unicursal labyrinth' : weave ? SHAPE_NOUNS[shape].replace(/maze$/, 'weave maze') : SHAPE_NOUNS[shape];
    const size = shape === 'polar' ? `of ${rings} rings` : `of ${levels > 1 ? `${levels} levels, each ` : ''}${width} by ${height} cells`;
    const around = outline === null ? '' : ` in ${outline === 'own' ? 'your own' : `a ${OUTLINE_LABELS[outline].toLowerCase()}`} outline`;
    return `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${size}${around}${solution ? ', solution shown' : ''}${won ? ', solved' : ''}`;
  },
  zoomFollowing: (level) => `Zoom: ${level} pixels a block, following you.`,
  zoomLevel: (level) => `Zoom: ${level} pixels a block.`,
  wholeMaze: 'Whole maze shown.',
  solutionShown: 'Solution shown.',
  solutionHidden: 'Solution hidden.',
  solutionAsked: 'Click or tap again to see the solution: this run will then count as assisted.',
  solutionFromHere: 'Solution from where you stand.',
  solutionFromEntrance: 'Solution from the entrance.',
  exitIsHere: 'The exit is here: the start must be another cell.',
  startIsHere: 'The start is here: the exit must be another cell.',
  startAlreadyHere: 'The start is already here: walk to another cell first.',
  exitAlreadyHere: 'The exit is already here: walk to another cell first.',
  startMoved: 'The maze now starts where you stood.',
  exitMoved: 'The exit is now where you stood; back to the start.',
  stoppedMaking: 'Stopped making the maze.',
  downloadCancelled: (format) => `${format} download cancelled.`,
});

/** An arrival (game/announce.ts) in a language's words: "Dead end.", "Open: left, down.", "Junction: 3 ways. Open: …". */
export function arrivalWords(text: SpeechText, arrival: Arrival): string {
  if (arrival.kind === 'noWayOut') return text.noWayOut;
  if (arrival.kind === 'deadEnd') return text.deadEnd;
  // Ways only up or down the stairs have no heading: the stairs are said on their own (store/announce.ts).
  if (arrival.kind === 'open' && arrival.headings.length === 0) return '';
  const ways = text.openWays(arrival.headings.map((heading) => text.headings[heading]));
  return arrival.kind === 'junction' ? text.junction(formatCount(arrival.count), ways) : ways;
}
