import { CountTooLargeError, GENERATOR_IDS, MAX_POLAR_RINGS, MAX_SEED_LENGTH, MIN_POLAR_RINGS, messageOf, quote, SOLVER_IDS } from '../core';
import { count, generate, paths, solveCommand, type Command } from './commands';
import { countMazes } from './countMazes';
import { UsageError } from './errors';
import type { Stdin } from './input';
import { Output, OutputError } from './output';
import { DEFAULT_URL_BASE, print } from './print';
import { stats } from './stats';
import { daily } from './daily';
import { MAX_BOOK_MAZES, MAX_BOOK_TITLE_CHARS } from '../print/bookOptions';

const USAGE = `usage: npm run --silent maze -- <command> ...

  generate --algorithm A --width W --height H --seed S [--braid B]
      a maze of W×H cells as a 0/1 grid (1 = wall), one row a line
      A: ${GENERATOR_IDS.join(', ')} (default backtracker)
      B: the fraction of dead ends to remove, 0 to 1 (default 0)
  generate --shape square|hex|triangle|upsilon --width W --height H [--mask FILE] --format json ...
  generate --shape polar --rings R --format json ...
      a maze of that shape as one line of JSON: {"shape", "cells": [{"x", "y", "neighbours",
      "passages"}, ...], "start", "goal"}; --mask (rows of # and .) sets the size;
      R: the rings round the centre cell, ${MIN_POLAR_RINGS} to ${MAX_POLAR_RINGS}
  generate --shape square|hex --width W --height H --weave P ... --format json|svg
      a weave maze: passages run over and under each other at crossings, P (0 to 1) how often;
      the JSON adds "crossings": [{"over": b, "under": [a, c]}, ...] (a and c joined under b)
  generate --shape square --width W --height H --levels L ... --format json|svg
      a maze of L levels (2 to 10) of W×H cells, stairs between them: each cell has a "z" (its
      level, 0 to L-1) beside x and y, and borders the cells above and below; start on level
      0, goal on level L-1
  generate --unicursal --width W --height H [--algorithm A] [--seed S] [--format json|svg [--solution]]
      a unicursal labyrinth as that JSON: one path through every cell, from start to goal,
      split from A's perfect W/2 × H/2 maze (W and H even)
  solve FILE --algorithm ${SOLVER_IDS.join('|')} [--from r,c] [--to r,c]
      a path as ->(r,c)->(r,c)..., then "length N" (blocks on the path);
      for a JSON maze, its cell ids (0 7 8 ...) then "length N" (cells; --from/--to take ids)
  paths FILE [--order dfs|bfs] [--from r,c] [--to r,c] [--limit N]
      every simple path, one a line: Path 1   :->(0,0)->(0,1)...
  count FILE [--from r,c] [--to r,c] [--shortest | --hamiltonian]
      the exact number of simple paths; --shortest: of shortest paths;
      --hamiltonian: of paths through every open block; 0 when there is none
  stats FILE [--from r,c] [--to r,c]
      one line of JSON about a maze (a JSON maze, or a 0/1 grid; a maze as generate prints it
      counts cells): cells, deadEnds, junctions, solutionLength (cells on a shortest route, both
      ends), perfect, effort (the model walker's expected moves over the fewest, >= 1),
      difficulty (1 to 10), expectedMoves, decisions, temptingBranches; see README, Difficulty
  daily --date YYYY-MM-DD
      that day's daily maze as the game's query string, one line (?shape=...&seed=...);
      the page opens the same maze from it
  count-mazes --shape square|hex|triangle|upsilon --width W --height H [--mask FILE] [--log10]
  count-mazes --shape polar --rings R [--log10]
      how many different perfect mazes that shape and size allow (its cell graph's spanning
      trees), exactly; with --log10, its decimal logarithm to 6 significant digits (any size)
  print --out FILE.pdf [--shape S] [--width W --height H | --rings R] [--mask FILE]
        [--algorithm A] [--braid B] [--seed S] [--count N] [--per-page 1|2|4|6]
        [--paper a4|letter] [--landscape] [--answers] [--style lines|blocks] [--url-base URL]
        [--title T] [--name-line] [--unicursal | --weave P]
      a book of N mazes (1 to ${MAX_BOOK_MAZES}, default 1) as a PDF: maze i uses the seed S-i;
      ceil(N / per-page) pages of mazes, then as many of answers with --answers; each maze
      has its number, a line saying what it is, and a QR code of its link, URL?<its query>
      (default ${DEFAULT_URL_BASE}); T (up to ${MAX_BOOK_TITLE_CHARS} characters) heads every page,
      --name-line adds a Name and Date line to each maze page; --unicursal makes each a
      unicursal labyrinth (squares, even sides, no braid), --weave P a weave (square, hex);
      prints nothing

FILE is a 0/1 grid (spaces between values optional), or - for standard input.
--from and --to take r,c or (r,c) and default to (0,0) and (rows-1, cols-1); when that corner
is a wall, to the first and last openings in the border (a maze as generate prints it).
Numbers are plain digits (0.25, not 2.5e-1 or 0x1); S has 1 to ${MAX_SEED_LENGTH} characters.`;

/**
 * The commands by name. A Map, not an object: a name is looked up among these only,
 * never through Object.prototype ('constructor', '__proto__', 'toString' are unknown commands).
 */
const COMMANDS: ReadonlyMap<string, Command> = new Map([
  ['generate', generate],
  ['solve', solveCommand],
  ['paths', paths],
  ['count', count],
  ['count-mazes', countMazes],
  ['print', print],
  ['stats', stats],
  ['daily', daily],
]);

/** Where the CLI reads and writes: the process's streams, or a test's. */
export interface CliIo {
  readonly stdin: Stdin;
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: { write(text: string): unknown };
}

/**
 * Runs one CLI call and returns its exit status: 0 done, 2 bad input (one line on stderr
 * saying what is wrong), 1 when the output cannot be written (one line saying why) or on a
 * fault of ours ("internal error"). Never throws.
 */
export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    const [name, ...args] = argv;
    // One writer for stdout, help included, so every write error is caught the same way.
    const out = new Output(io.stdout);
    if (name === 'help' || name === '--help' || name === '-h') {
      await out.line(USAGE);
    } else {
      if (name === undefined) throw new UsageError(`missing command: ${[...COMMANDS.keys()].join(', ')} (--help says how to use them)`);
      const command = COMMANDS.get(name);
      if (!command) throw new UsageError(`unknown command ${quote(name)}; commands: ${[...COMMANDS.keys()].join(', ')}`);
      await command(args, { out, stdin: io.stdin });
    }
    await out.end();
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof CountTooLargeError) {
      io.stderr.write(`maze: ${oneLine(error.message)}\n`);
      return 2;
    }
    if (error instanceof OutputError) {
      io.stderr.write(`maze: ${error.message}\n`);
      return 1;
    }
    io.stderr.write(`maze: internal error: ${oneLine(messageOf(error))}\n`);
    return 1;
  }
}

/** A message on one line, whatever it quotes (quoted input is already printable). */
function oneLine(message: string): string {
  return message.replace(/[\r\n]+/g, ' ');
}
