import { CountTooLargeError, GENERATOR_IDS, SOLVER_IDS } from '../core';
import { count, generate, paths, solveCommand } from './commands';
import { UsageError } from './errors';
import { Output } from './output';
import { messageOf } from '../core/errors';

const USAGE = `usage: npm run --silent maze -- <command> ...

  generate --algorithm A --width W --height H --seed S [--braid B]
      a maze of W×H cells as a 0/1 grid (1 = wall), one row a line
      A: ${GENERATOR_IDS.join(', ')} (default backtracker)
      B: the fraction of dead ends to remove, 0 to 1 (default 0)
  solve FILE --algorithm ${SOLVER_IDS.join('|')} [--from r,c] [--to r,c]
      a path as ->(r,c)->(r,c)..., then "length N" (blocks on the path)
  paths FILE [--order dfs|bfs] [--from r,c] [--to r,c] [--limit N]
      every simple path, one a line: Path 1   :->(0,0)->(0,1)...
  count FILE [--from r,c] [--to r,c]
      the exact number of simple paths

FILE is a 0/1 grid (spaces between values optional), or - for standard input.
--from and --to default to (0,0) and (rows-1, cols-1).`;

const COMMANDS: Record<string, (args: string[], out: Output) => Promise<void>> = {
  generate,
  solve: solveCommand,
  paths,
  count,
};

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    (name === undefined ? process.stderr : process.stdout).write(USAGE + '\n');
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS[name];
  if (!command) throw new UsageError(`unknown command '${name}'; commands: ${Object.keys(COMMANDS).join(', ')}`);
  const out = new Output();
  await command(args, out);
  await out.flush();
  return 0;
}

main(process.argv.slice(2)).then(
  (status) => {
    process.exitCode = status;
  },
  (error: unknown) => {
    if (error instanceof UsageError || error instanceof CountTooLargeError) {
      process.stderr.write(`maze: ${error.message}\n`);
      process.exitCode = 2;
    } else {
      process.stderr.write(`maze: internal error: ${messageOf(error)}\n`);
      process.exitCode = 1;
    }
  },
);
