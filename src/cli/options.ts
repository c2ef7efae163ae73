import { parseArgs } from 'node:util';
import { endpointProblem, indexOf, type Grid } from '../core';
import { UsageError } from './errors';

type Spec = Record<string, { type: 'string' | 'boolean' }>;

/**
 * Reads flags with node:util's parseArgs, turning its exceptions into one-line UsageErrors
 * that name the command and the offending flag.
 */
export function readFlags(command: string, args: string[], spec: Spec, positionals: number): { values: Record<string, string | undefined>; files: string[] } {
  let parsed;
  try {
    parsed = parseArgs({ args: joinNegativeValues(args, spec), options: spec, strict: true, allowPositionals: true });
  } catch (error) {
    const message = error instanceof Error ? error.message.split('.')[0]! : String(error);
    throw new UsageError(`${command}: ${message.replace(/^Unknown option/, 'unknown flag')}`);
  }
  if (parsed.positionals.length > positionals) {
    throw new UsageError(`${command}: unexpected argument '${parsed.positionals[positionals]}'`);
  }
  const values: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(parsed.values)) values[key] = typeof value === 'string' ? value : undefined;
  return { values, files: parsed.positionals };
}

/**
 * `--limit -3` reads to parseArgs as a flag without its value; joined as `--limit=-3` it reaches
 * our own check, which says what values are allowed.
 */
function joinNegativeValues(args: string[], spec: Spec): string[] {
  const joined: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const next = args[i + 1];
    if (arg.startsWith('--') && spec[arg.slice(2)]?.type === 'string' && next !== undefined && /^-\d/.test(next)) {
      joined.push(`${arg}=${next}`);
      i++;
    } else joined.push(arg);
  }
  return joined;
}

export function wholeNumber(flag: string, text: string, min: number, max: number): number {
  if (!/^\d+$/.test(text.trim()) || Number(text) < min || Number(text) > max) {
    throw new UsageError(`--${flag} must be a whole number from ${min} to ${max}, got '${text}'`);
  }
  return Number(text);
}

export function fraction(flag: string, text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value > 1) {
    throw new UsageError(`--${flag} must be a number from 0 to 1, got '${text}'`);
  }
  return value;
}

export function oneOf<T extends string>(flag: string, text: string, choices: readonly T[]): T {
  if (!(choices as readonly string[]).includes(text)) {
    throw new UsageError(`--${flag} must be one of ${choices.join(', ')}, got '${text}'`);
  }
  return text as T;
}

/**
 * The block a --from or --to flag names ("row,col"), checked against the grid: it must be
 * inside and open. Defaults: (0,0) for the start, (rows-1, cols-1) for the goal.
 */
export function endpoint(grid: Grid, flag: 'from' | 'to', text: string | undefined): number {
  const role = flag === 'from' ? 'start' : 'goal';
  let point = flag === 'from' ? { row: 0, col: 0 } : { row: grid.rows - 1, col: grid.cols - 1 };
  if (text !== undefined) {
    const match = /^\s*\(?\s*(\d+)\s*,\s*(\d+)\s*\)?\s*$/.exec(text);
    if (!match) throw new UsageError(`--${flag} must be row,col (for example 0,0), got '${text}'`);
    point = { row: Number(match[1]), col: Number(match[2]) };
  }
  const problem = endpointProblem(grid, point, role);
  if (problem) throw new UsageError(`--${flag}: ${problem}`);
  return indexOf(grid, point.row, point.col);
}
