import { MAX_MAZE_SIDE, MAX_POLAR_RINGS, type MaskPresetId, type ShapeId } from '../core';
import type { Heading } from '../ids/heading';
import type { PresetName } from '../ids/presets';
import { OUTLINE_LABELS, SHAPE_LABELS } from './shapeNames';
import { firstLoadBook } from './book';

/** The Play tab's own words: its sections, the status line, the Solved dialog, the legend and the pad. */
export interface PlayText {
  readonly game: string;
  readonly phoneHint: string;
  /** After a tap asked for the solution during a run (the live region says it in full: speech's solutionAsked). */
  readonly solutionAsked: string;
  // The Play section.
  readonly play: string;
  readonly showSolution: string;
  readonly hideSolution: string;
  readonly solutionTitle: string;
  readonly solutionFromHere: string;
  readonly solutionFromHereTitle: string;
  readonly hideTimer: string;
  readonly hideTimerTitle: string;
  readonly startAndExit: string;
  readonly startHere: string;
  readonly startHereTitle: string;
  readonly exitHere: string;
  readonly exitHereTitle: string;
  readonly zoom: string;
  readonly zoomOut: string;
  readonly zoomOutTitle: string;
  readonly zoomIn: string;
  readonly zoomInTitle: string;
  readonly fit: string;
  readonly fitTitle: string;
  // The Maze section.
  readonly maze: string;
  readonly mazeSettings: string;
  readonly difficulty: string;
  readonly presets: Readonly<Record<PresetName, string>>;
  /** `band` is the difficulties (1–10) a preset's maze falls in, null for a size alone. */
  readonly presetTitle: (width: number, height: number, band: readonly [number, number] | null) => string;
  readonly shape: string;
  readonly shapes: Readonly<Record<ShapeId, string>>;
  readonly outline: string;
  readonly noOutline: string;
  readonly outlines: Readonly<Record<MaskPresetId, string>>;
  readonly ownOutline: string;
  readonly drawOutline: string;
  readonly loadingOutlineEditor: string;
  readonly walls: string;
  readonly wallsLinesOnly: string;
  readonly blocks: string;
  readonly lines: string;
  /** The unicursal labyrinth's checkbox, and what it makes. */
  readonly unicursal: string;
  readonly unicursalTitle: string;
  readonly wallsLabyrinthLinesOnly: string;
  readonly rings: string;
  readonly ringsHint: string;
  readonly width: string;
  readonly height: string;
  /** `cells` is formatted. */
  readonly sizeHint: (cells: string) => string;
  readonly algorithm: string;
  readonly rowBasedNote: string;
  readonly rowBasedWeaveNote: string;
  readonly rowBasedLevelsNote: string;
  /** The Levels menu (squares): how many levels are stacked, with stairs between them. */
  readonly levels: string;
  readonly levelsTitle: string;
  /** The stairs buttons under a maze of levels, and the level the player is on (counted from 1). */
  readonly stairs: string;
  readonly stairsUp: string;
  readonly stairsDown: string;
  readonly levelOf: (level: number, levels: number) => string;
  /** The keys line's addition on a maze of levels. */
  readonly stairsKeys: string;
  readonly weave: string;
  readonly weaveTitle: string;
  readonly seed: string;
  readonly seedHint: string;
  readonly random: string;
  readonly braid: string;
  readonly braidHint: string;
  readonly newMaze: string;
  /** `ms` is formatted ("< 0.1" for a tiny one). */
  readonly generatedIn: (ms: string) => string;
  readonly generating: string;
  readonly generationProgress: string;
  readonly finishing: string;
  readonly stopGenerating: string;
  // The status line and the Solved dialog.
  readonly moves: (moves: number) => string;
  readonly time: (duration: string) => string;
  readonly best: (duration: string) => string;
  readonly solved: string;
  readonly playAgain: string;
  readonly timeLabel: string;
  readonly newBest: string;
  readonly bestAside: (duration: string) => string;
  readonly assisted: string;
  readonly assistedNote: string;
  readonly movesLabel: string;
  readonly shortestLabel: string;
  readonly shortestMoves: (moves: number) => string;
  readonly efficiency: string;
  readonly close: string;
  readonly closeTitle: string;
  // The legend and the pad.
  readonly legend: string;
  readonly legendItems: readonly [wall: string, passage: string, you: string, exit: string, trail: string, backtracked: string, solution: string];
  readonly shapeKeys: Readonly<Record<ShapeId, string>>;
  readonly directionPad: string;
  /** The pad's buttons: the arrows, and the diagonals a maze of cells adds. */
  readonly directions: Readonly<Record<Heading, string>>;
  // The Export section.
  readonly export: string;
  readonly downloadPng: string;
  readonly trailInPng: string;
  readonly pngProgress: string;
  readonly drawing: (percent: number) => string;
  readonly compressing: string;
  readonly cancelPng: string;
  readonly downloadSvg: string;
  readonly downloadSvgTitle: string;
  /** Beside the buttons when a picture took long enough that the browser may not have saved it. */
  readonly pictureReady: (format: string) => string;
  readonly saveAgain: (format: string) => string;
  readonly print: string;
  readonly printTitle: string;
  readonly printStudio: string;
  readonly printStudioTitle: string;
  readonly preparingPrint: string;
  readonly printTooBig: (cells: string, max: string) => string;
  readonly couldNotPrint: (message: string) => string;
  readonly pictureDidNotLoad: string;
  readonly printedMaze: string;
  readonly printedAnswer: string;
  readonly svgProgress: string;
  readonly writingSvg: string;
  readonly cancelSvg: string;
  readonly openInEditor: string;
  readonly openInEditorTitle: string;
  readonly openInEditorCellsTitle: string;
}

const DIAGONAL_KEYS = 'Keys: arrows or WASD, and Q E Z C for up-left, up-right, down-left, down-right · tap a cell next to you';

export const PLAY = firstLoadBook('play', {
  game: 'Game',
  phoneHint: 'Swipe to walk · tap far from you for the solution',
  solutionAsked: 'Tap again for the solution · no best time then',
  play: 'Play',
  showSolution: 'Show solution',
  hideSolution: 'Hide solution',
  solutionTitle: 'Show or hide the shortest way out (H, or a tap on the maze)',
  solutionFromHere: 'Solution from here',
  solutionFromHereTitle: 'Once you have moved, the solution starts where you stand; untick it to see it from the entrance',
  hideTimer: 'Hide timer',
  hideTimerTitle: 'Play without the clock on screen; the run is still timed',
  startAndExit: 'Start and exit',
  startHere: 'Start here',
  startHereTitle: 'Make the cell you stand on the start of this maze',
  exitHere: 'Exit here',
  exitHereTitle: 'Make the cell you stand on the exit of this maze, and go back to the start',
  zoom: 'Zoom',
  zoomOut: 'Zoom out',
  zoomOutTitle: 'Zoom out (−)',
  zoomIn: 'Zoom in',
  zoomInTitle: 'Zoom in and follow the player (+)',
  fit: 'Fit',
  fitTitle: 'Whole maze (0)',
  maze: 'Maze',
  mazeSettings: 'Maze settings',
  difficulty: 'Difficulty',
  presets: { Easy: 'Easy', Medium: 'Medium', Hard: 'Hard', Expert: 'Expert', Huge: 'Huge' },
  presetTitle: (width, height, band) =>
    band ? `Difficulty ${band[0] === band[1] ? band[0] : `${band[0]}–${band[1]}`} of 10, ${width} × ${height} cells, made at once` : `${width} × ${height} cells, made at once`,
  shape: 'Shape',
  shapes: SHAPE_LABELS,
  outline: 'Outline',
  noOutline: 'None',
  outlines: OUTLINE_LABELS,
  ownOutline: 'Your own',
  drawOutline: 'Draw outline…',
  loadingOutlineEditor: 'Loading the outline editor…',
  walls: 'Walls',
  wallsLinesOnly: 'A maze with an outline always has thin walls',
  blocks: 'Blocks',
  lines: 'Lines',
  unicursal: 'Unicursal',
  unicursalTitle: 'One winding path through every cell, no choices (even sides, no braid)',
  wallsLabyrinthLinesOnly: 'A weave, a labyrinth or levels always have thin walls',
  rings: 'Rings',
  ringsHint: `round the centre, 2–${MAX_POLAR_RINGS}`,
  width: 'Width',
  height: 'Height',
  sizeHint: (cells) => `cells, 1–${MAX_MAZE_SIDE} a side, ${cells} in all`,
  algorithm: 'Algorithm',
  rowBasedNote: 'The four greyed out work row by row: squares only.',
  rowBasedWeaveNote: 'The four greyed out work row by row: they cannot weave.',
  rowBasedLevelsNote: 'The four greyed out work row by row: they cannot make stairs.',
  levels: 'Levels',
  levelsTitle: 'Levels stacked, with stairs between them: start on the first, exit on the last (squares)',
  stairs: 'Stairs',
  stairsUp: 'Up stairs',
  stairsDown: 'Down stairs',
  levelOf: (level, levels) => `Level ${level} of ${levels}`,
  stairsKeys: 'Page Up / Page Down take the stairs (▲ ▼)',
  weave: 'Weave',
  weaveTitle: 'How often a passage runs over another (square and hex)',
  seed: 'Seed',
  seedHint: 'same seed, same maze',
  random: 'Random',
  braid: 'Braid',
  braidHint: '0 = one path, up to 1 = loops',
  newMaze: 'New maze',
  generatedIn: (ms) => `Generated in ${ms} ms`,
  generating: 'Generating…',
  generationProgress: 'Maze generation progress',
  finishing: 'finishing',
  stopGenerating: 'Stop generating',
  moves: (moves) => `Moves: ${moves}`,
  time: (duration) => `Time: ${duration}`,
  best: (duration) => `Best: ${duration}`,
  solved: 'Solved!',
  playAgain: 'Play again',
  timeLabel: 'Time',
  newBest: ' (new best!)',
  bestAside: (duration) => ` (best ${duration})`,
  assisted: 'Assisted',
  assistedNote: 'solution shown, so not a best time',
  movesLabel: 'Moves',
  shortestLabel: 'Shortest possible',
  shortestMoves: (moves) => `${moves} ${moves === 1 ? 'move' : 'moves'}`,
  efficiency: 'Efficiency',
  close: 'Close',
  closeTitle: 'Close and look at your walk (Esc)',
  legend: 'Legend',
  legendItems: ['Wall', 'Passage', 'You', 'Exit', 'Your trail', 'Backtracked', 'Solution'],
  shapeKeys: {
    square: 'Keys: arrows or WASD · tap a cell next to you',
    hex: DIAGONAL_KEYS,
    triangle: DIAGONAL_KEYS,
    upsilon: DIAGONAL_KEYS,
    polar: 'Keys: arrows or WASD go to the open cell nearest that way, Q E Z C the diagonals · tap a cell next to you',
  },
  directionPad: 'Direction pad',
  directions: { up: 'Up', left: 'Left', right: 'Right', down: 'Down', 'up-left': 'Up left', 'up-right': 'Up right', 'down-left': 'Down left', 'down-right': 'Down right' },
  export: 'Export',
  downloadPng: 'Download PNG',
  trailInPng: 'Include my trail in the PNG',
  pngProgress: 'PNG progress',
  drawing: (percent) => `Drawing ${percent}%`,
  compressing: 'Compressing…',
  cancelPng: 'Cancel PNG',
  downloadSvg: 'Download SVG',
  downloadSvgTitle: 'The maze as lines that stay sharp at any size, with its solution if shown: to print or to edit',
  pictureReady: (format) => `Your ${format} is ready. If it did not download,`,
  saveAgain: (format) => `Save ${format}`,
  print: 'Print',
  printTitle: 'Prints this maze on a page of its own, and its answer key on the next',
  printStudio: 'Print studio',
  printStudioTitle: 'A PDF book of many mazes, a few to a page, with answer keys and QR codes',
  preparingPrint: 'Preparing the pages…',
  printTooBig: (cells, max) => `Printing takes mazes of up to ${max} cells, and this one has ${cells}: download it as a PNG instead.`,
  couldNotPrint: (message) => `The maze could not be prepared for printing: ${message}.`,
  pictureDidNotLoad: 'its picture did not load',
  printedMaze: 'The maze',
  printedAnswer: 'The maze with its solution (answer key)',
  svgProgress: 'SVG progress',
  writingSvg: 'Writing…',
  cancelSvg: 'Cancel SVG',
  openInEditor: 'Open in editor',
  openInEditorTitle: "Open this maze's grid in the Paths tab's editor",
  openInEditorCellsTitle: 'The Paths editor takes square mazes of blocks: choose Square and Blocks walls to open one there',
});
