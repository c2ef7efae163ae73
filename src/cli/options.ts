import { defaultEnd, endpointProblem, indexOf, MAX_SEED_LENGTH, quote, readDecimal, readWholeNumber, seedLength, type Grid } from '../core';
import { UsageError } from './errors';

/** A command's flags as given: each known flag's value (the last one, if repeated), and its FILE arguments. */
export interface Flags {
  readonly values: ReadonlyMap<string, string>;
  readonly files: string[];
}

/**
 * Reads `--flag value` and `--flag=value` for the flags the command knows, and `--switch` for
 * its switches (which take no value: theirs reads as 'true'); `-` is a FILE (standard input)
 * and `--` ends the flags. Anything else that starts with '-' is an unknown flag. The next
 * argument is always a flag's value, even when it starts with '-': `--limit -3` reaches the
 * number check, which says what is allowed.
 */
export function readFlags(command: string, args: readonly string[], known: readonly string[], positionals: number, switches: readonly string[] = []): Flags {
  const values = new Map<string, string>();
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') {
      files.push(...args.slice(i + 1));
      break;
    }
    if (arg === '-' || !arg.startsWith('-')) {
      files.push(arg);
      continue;
    }
    const equals = arg.indexOf('=');
    const flag = equals === -1 ? arg : arg.slice(0, equals);
    const name = flag.startsWith('--') ? flag.slice(2) : '';
    if (switches.includes(name)) {
      if (equals !== -1) throw new UsageError(`${command}: --${name} takes no value`);
      values.set(name, 'true');
      continue;
    }
    if (!known.includes(name)) {
      throw new UsageError(`${command}: unknown flag ${quote(flag)}; flags: ${[...known, ...switches].map((k) => `--${k}`).join(', ')}`);
    }
    if (equals !== -1) values.set(name, arg.slice(equals + 1));
    else if (i + 1 < args.length) values.set(name, args[++i]!);
    else throw new UsageError(`${command}: --${name} needs a value`);
  }
  if (files.length > positionals) throw new UsageError(`${command}: unexpected argument ${quote(files[positionals]!)}`);
  return { values, files };
}

export function wholeNumber(flag: string, text: string, min: number, max: number): number {
  const value = readWholeNumber(text);
  if (value === null || value < min || value > max) {
    throw new UsageError(`--${flag} must be a whole number from ${min} to ${max}, got ${quote(text)}`);
  }
  return value;
}

export function fraction(flag: string, text: string): number {
  const value = readDecimal(text);
  if (value === null || value < 0 || value > 1) {
    throw new UsageError(`--${flag} must be a number from 0 to 1 (digits, as 0.25), got ${quote(text)}`);
  }
  return value;
}

export function oneOf<T extends string>(flag: string, text: string, choices: readonly T[]): T {
  if (!(choices as readonly string[]).includes(text)) {
    throw new UsageError(`--${flag} must be one of ${choices.join(', ')}, got ${quote(text)}`);
  }
  return text as T;
}

/** A seed as typed: the same limit as the page's form, so every maze the CLI makes has a shareable link. */
export function seedFlag(text: string): string {
  if (text === '') throw new UsageError('--seed must not be empty (any text works)');
  const length = seedLength(text);
  if (length > MAX_SEED_LENGTH) throw new UsageError(`--seed must be at most ${MAX_SEED_LENGTH} characters, got ${length}`);
  return text;
}

/** "r,c" or "(r,c)", exactly: digits, one comma, both parentheses or none. */
const POINT = /^(?:([0-9]+),([0-9]+)|\(([0-9]+),([0-9]+)\))$/;

/**
 * The block a --from or --to flag names, checked against the grid: it must be inside and
 * open. Defaults: (0,0) for the start, (rows-1, cols-1) for the goal.
 */
export function endpoint(grid: Grid, flag: 'from' | 'to', text: string | undefined): number {
  const role = flag === 'from' ? 'start' : 'goal';
  let point = defaultEnd(grid, role);
  if (text !== undefined) {
    const match = POINT.exec(text);
    const row = readWholeNumber(match?.[1] ?? match?.[3] ?? '');
    const col = readWholeNumber(match?.[2] ?? match?.[4] ?? '');
    if (row === null || col === null) throw new UsageError(`--${flag} must be row,col or (row,col), for example 0,0; got ${quote(text)}`);
    point = { row, col };
  }
  const problem = endpointProblem(grid, point, role);
  if (problem) throw new UsageError(`--${flag}: ${problem}`);
  return indexOf(grid, point.row, point.col);
}
