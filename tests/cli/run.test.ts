import fc from 'fast-check';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatGrid, generateMaze, GENERATOR_IDS, MAX_GRID_BLOCKS, parseGrid, SOLVER_IDS } from '../../src/core';
import { runMaze, expectRefused } from '../support/cli';

const dir = mkdtempSync(join(tmpdir(), 'maze-run-'));
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** '0 0 0 1 / 0 0 0 0 / 0 0 1 0': the source's example, 6 paths from (0,0) to (2,3). */
const SOURCE = file('source.txt', '0 0 0 1\n0 0 0 0\n0 0 1 0\n');

/** Characters that act on a terminal or a page rather than show: none may reach stderr raw. */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}]/u;

type Result = Awaited<ReturnType<typeof runMaze>>;

/** Bad input: status 2, nothing on stdout, one printable line on stderr, never an internal error. */
function expectRefusedHere(result: Result, pattern?: RegExp): void {
  expectRefused(result, pattern);
  // No control or invisible character in the line itself (its newline apart).
  expect(result.stderr.slice(0, -1)).not.toMatch(HIDDEN);
}

describe('commands are looked up among the known ones only, never through the object prototype', () => {
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__', 'toLocaleString'])('%s is an unknown command', async (name) => {
    expectRefusedHere(await runMaze([name]), new RegExp(`^maze: unknown command '${name}'; commands: generate, solve, paths, count, count-mazes, print, stats, daily$`));
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('--%s is an unknown flag of every command', async (name) => {
    for (const command of ['generate', 'solve', 'paths', 'count']) {
      const args = command === 'generate' ? [command, `--${name}`, '1'] : [command, SOURCE, `--${name}`, '1'];
      expectRefusedHere(await runMaze(args), new RegExp(`^maze: ${command}: unknown flag '--${name}'`));
    }
  });
});

describe('--from and --to', () => {
  it('accept r,c and (r,c)', async () => {
    const plain = await runMaze(['solve', SOURCE, '--from', '0,2', '--to', '2,3']);
    const parenthesised = await runMaze(['solve', SOURCE, '--from', '(0,2)', '--to=(2,3)']);
    expect(plain).toEqual({ status: 0, stdout: '->(0,2)->(1,2)->(1,3)->(2,3)\nlength 4\n', stderr: '' });
    expect(parenthesised).toEqual(plain);
  });

  it.each(['(0,0', '0,0)', '((0,0))', '(0,0))', ' 0,0', '0,0 ', '0, 0', '0,0,0', '+0,0', '-0,0', '0x0,0', '0.0,0', '0', ',', '', '(,)', '0;0', '１,0'])(
    'refuse %j with a line naming the flag',
    async (text) => {
      for (const flag of ['from', 'to']) {
        for (const command of ['solve', 'paths', 'count']) {
          expectRefusedHere(await runMaze([command, SOURCE, `--${flag}`, text]), new RegExp(`^maze: --${flag} must be row,col or \\(row,col\\)`));
        }
      }
    },
  );
});

describe('numbers are plain decimal digits', () => {
  it.each(['0x1', ' .5', '.5 ', '1e-1', '5e-1', 'Infinity', 'NaN', '+0.5', '-0', '0,5', '0.5.', '', ' ', '0b1', '½', '٠'])('--braid %j is refused', async (text) => {
    expectRefusedHere(await runMaze(['generate', '--braid', text]), /^maze: --braid must be a number from 0 to 1/);
  });

  it('--braid in plain digits gives the library maze', async () => {
    for (const braid of ['0', '1', '0.5', '.5', '0.05', '0.250']) {
      const result = await runMaze(['generate', '--width', '6', '--height', '4', '--seed', 'digits', '--braid', braid]);
      expect(result.status).toBe(0);
      expect(result.stdout).toBe(formatGrid(generateMaze({ algorithm: 'backtracker', width: 6, height: 4, seed: 'digits', braid: Number(braid) })));
    }
  });

  it.each(['0x10', '1e1', ' 5', '5 ', '+5', '5.0', '5.', '', '-5', '0', '4001', '99999999999999999999'])('--width, --height %j are refused', async (text) => {
    for (const flag of ['width', 'height']) {
      expectRefusedHere(await runMaze(['generate', `--${flag}`, text]), new RegExp(`^maze: --${flag} must be a whole number from 1 to 4000`));
    }
  });

  it.each(['0x10', '1e1', ' 5', '+5', '5.0', '', '-3', '9007199254740992'])('--limit %j is refused', async (text) => {
    expectRefusedHere(await runMaze(['paths', SOURCE, '--limit', text]), /^maze: --limit must be a whole number from 0 to 9007199254740991/);
  });

  it('--limit in digits limits the listing', async () => {
    expect((await runMaze(['paths', SOURCE, '--limit', '007'])).stdout.trimEnd().split('\n')).toHaveLength(6);
    expect((await runMaze(['paths', SOURCE, '--limit', '2'])).stdout.trimEnd().split('\n')).toHaveLength(2);
  });
});

describe('user input in messages is printable', () => {
  const nasty = ['\u009b31m', '\u202eevil', '\u001b[2J', 'a\u0000b', '\u061c', '\u200b', '\u2028', '\u2066x\u2069', '\ufeff', '\ud800', 'tag\u{e0041}', '\u007f', 'x\u00a0'];

  it.each(nasty)('%j is written as <U+XXXX> wherever it is quoted', async (text) => {
    const code = text.codePointAt(text.search(/[^a-z0-9[\]]/u))!;
    const name = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
    const calls = [
      [text],
      ['count', SOURCE, `--${text}`],
      ['count', SOURCE, SOURCE + text],
      ['count', join(dir, `${text}.txt`)],
      ['generate', '--width', text],
      ['generate', '--braid', text],
      ['generate', '--algorithm', text],
      ['solve', SOURCE, '--algorithm', text],
      ['solve', SOURCE, '--from', text],
      ['paths', SOURCE, '--order', text],
      ['paths', SOURCE, '--limit', text],
    ];
    for (const args of calls) {
      const result = await runMaze(args);
      expectRefusedHere(result);
      expect(result.stderr).toContain(`<${name}>`);
    }
    // In a grid the character itself is named (a lone surrogate cannot be written as UTF-8 at all).
    if (code >= 0xd800 && code <= 0xdfff) return;
    const grid = `00\n0${String.fromCodePoint(code)}\n`;
    const where = `line 2, column 2: unexpected character ${name.replace('+', '\\+')}: only 0, 1 and spaces`;
    expectRefusedHere(await runMaze(['count', '-'], grid), new RegExp(`^maze: standard input: ${where}`));
    expectRefusedHere(await runMaze(['count', file(`grid-${code}.txt`, grid)]), new RegExp(`grid-${code}\\.txt: ${where}`));
  });

  it('cuts a long value short instead of printing it all', async () => {
    const result = await runMaze(['generate', '--algorithm', 'x'.repeat(5000)]);
    expectRefusedHere(result, /got 'x{40}…' \(5000 characters\)$/);
  });
});

describe('seeds', () => {
  it('take at most 64 characters, counted as people count them', async () => {
    const fits = await runMaze(['generate', '--width', '3', '--height', '2', '--seed', '🙂'.repeat(64)]);
    expect(fits.status).toBe(0);
    expect(fits.stdout).toBe(formatGrid(generateMaze({ algorithm: 'backtracker', width: 3, height: 2, seed: '🙂'.repeat(64) })));
    expect((await runMaze(['generate', '--seed', 'a'.repeat(64)])).status).toBe(0);
    expectRefusedHere(await runMaze(['generate', '--seed', 'a'.repeat(65)]), /^maze: --seed must be at most 64 characters, got 65$/);
    expectRefusedHere(await runMaze(['generate', '--seed', 'a'.repeat(5000)]), /^maze: --seed must be at most 64 characters, got 5000$/);
    expectRefusedHere(await runMaze(['generate', '--seed', '']), /^maze: --seed must not be empty/);
  });
});

describe('every maze the generator makes is accepted everywhere else', () => {
  it('generate 4000×1000, the most blocks of any maze, then solve, count and paths read it', { timeout: 60_000 }, async () => {
    const generated = await runMaze(['generate', '--width', '4000', '--height', '1000', '--seed', 'limit']);
    expect(generated.status).toBe(0);
    const grid = parseGrid(generated.stdout);
    expect([grid.rows, grid.cols, grid.rows * grid.cols]).toEqual([2001, 8001, 16_010_001]);
    expect(grid.rows * grid.cols).toBe(MAX_GRID_BLOCKS);
    const ends = ['--from', '1,0', '--to', '1999,8000'];
    const solved = await runMaze(['solve', '-', '--algorithm', 'bfs', ...ends], generated.stdout);
    expect(solved.stderr).toBe('');
    expect(solved.stdout).toMatch(/^->\(1,0\)->\(1,1\).*->\(1999,8000\)\nlength \d+\n$/);
    // A perfect maze: one path between entrance and exit, which count and paths agree on.
    expect(await runMaze(['count', '-', ...ends], generated.stdout)).toEqual({ status: 0, stdout: '1\n', stderr: '' });
    const listed = await runMaze(['paths', '-', ...ends], generated.stdout);
    expect(listed.stderr).toBe('');
    expect(listed.stdout.split('\n')).toHaveLength(2);
    expect(listed.stdout.slice(10)).toBe(solved.stdout.split('\n')[0] + '\n');
  });

  it('the sides and the cells are limited as in the page', async () => {
    expect((await runMaze(['generate', '--width', '1000', '--height', '4000', '--seed', 's'])).status).toBe(0);
    expectRefusedHere(await runMaze(['generate', '--width', '4000', '--height', '1001']), /at most 4,000,000 cells/);
    expectRefusedHere(await runMaze(['generate', '--width', '2001', '--height', '2000']), /at most 4,000,000 cells/);
  });
});

describe('random input never gets past the checks (fast-check)', () => {
  /** Strings that look like what people type, strings of any code point, and known troublemakers. */
  const anyText = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 12 }),
    fc.stringMatching(/^[-+ .,()0-9eExXb_]{0,8}$/),
    fc.constantFrom('0x1', ' .5', '1e3', '(0,0', '0,0)', '__proto__', 'constructor', 'toString', '-', '--', '', '\u009b', '\u202e'),
  );
  const commands = ['generate', 'solve', 'paths', 'count'];
  const flags: Record<string, string[]> = {
    generate: ['algorithm', 'width', 'height', 'seed', 'braid'],
    solve: ['algorithm', 'from', 'to'],
    paths: ['order', 'limit', 'from', 'to'],
    count: ['from', 'to'],
  };
  const whole = (text: string, min: number, max: number) => /^[0-9]+$/.test(text) && Number(text) >= min && Number(text) <= max;
  const point = /^(?:[0-9]+,[0-9]+|\([0-9]+,[0-9]+\))$/;

  /** Whether a value is one the flag takes, by the README's rules; a point may still be refused for a wall or the edge. */
  function takes(flag: string, value: string): boolean | 'maybe' {
    switch (flag) {
      case 'algorithm':
        return (GENERATOR_IDS as readonly string[]).includes(value) || (SOLVER_IDS as readonly string[]).includes(value) ? 'maybe' : false;
      case 'order':
        return value === 'dfs' || value === 'bfs';
      case 'width':
      case 'height':
        return whole(value, 1, 4000);
      case 'limit':
        return whole(value, 0, Number.MAX_SAFE_INTEGER);
      case 'braid':
        return /^(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)$/.test(value) && Number(value) <= 1;
      case 'seed':
        return value !== '' && Array.from(value).length <= 64;
      default:
        return point.test(value) ? 'maybe' : false;
    }
  }

  it('an unknown command: status 2, one line', async () => {
    await fc.assert(
      fc.asyncProperty(anyText, fc.array(anyText, { maxLength: 3 }), async (name, rest) => {
        fc.pre(!commands.includes(name) && !['help', '--help', '-h'].includes(name) && name !== '');
        expectRefusedHere(await runMaze([name, ...rest]), /^maze: unknown command /);
      }),
    );
  });

  it('every flag of every command: refused with status 2 and one line exactly when the value is bad', async () => {
    const cases = fc.constantFrom(...commands).chain((command) => fc.tuple(fc.constant(command), fc.constantFrom(...flags[command]!), anyText, fc.boolean()));
    await fc.assert(
      fc.asyncProperty(cases, async ([command, flag, value, joined]) => {
        const given = joined ? [`--${flag}=${value}`] : [`--${flag}`, value];
        const args = command === 'generate' ? [command, '--width', '4', '--height', '3', ...given] : [command, SOURCE, ...given];
        const result = await runMaze(args);
        const verdict = takes(flag, value);
        if (verdict === false) expectRefusedHere(result, new RegExp(`^maze: --${flag} `));
        else if (verdict === true) expect(result).toMatchObject({ status: 0, stderr: '' });
        else if (result.status !== 0) expectRefusedHere(result);
      }),
      { numRuns: 300 },
    );
  });

  it('any arguments after any command: status 0 or 2, never an internal error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...commands), fc.array(fc.oneof(anyText, fc.constantFrom(...Object.values(flags).flat().map((f) => `--${f}`), SOURCE)), { maxLength: 6 }), async (command, args) => {
        const result = await runMaze([command, ...args]);
        if (result.status === 0) expect(result.stderr).toBe('');
        else expectRefusedHere(result);
      }),
      { numRuns: 300 },
    );
  });
});

describe('input that is not a grid file', () => {
  it.runIf(process.platform === 'linux')('stops reading an endless file at the input limit', async () => {
    expectRefusedHere(await runMaze(['count', '/dev/zero']), /^maze: cannot read \/dev\/zero: over 256 MB, too large to be a grid$/);
  });

  it('says what is wrong with a directory, a missing file and a name no file can have', async () => {
    expectRefusedHere(await runMaze(['count', dir]), /it is a directory$/);
    expectRefusedHere(await runMaze(['count', join(dir, 'nope', 'x.txt')]), /no such file$/);
    expectRefusedHere(await runMaze(['count', 'a\u0000b']), /^maze: cannot read a<U\+0000>b: no such file$/);
  });
});
