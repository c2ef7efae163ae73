import { describe, expect, it } from 'vitest';
import { encodeMask, generateMaze, GENERATOR_IDS, parseMask } from '../../src/core';
import { mazeKey, settingsToQuery } from '../../src/game/url';
import { generateAndSolve } from '../../src/workers/generation';
import { wordedDraft, wordedLinkSettings } from '../../src/store/wordedSettings';
import { loadChineseFirst } from '../support/chinese';

loadChineseFirst();

const fresh = () => 'fresh';

describe('links to shaped mazes', () => {
  it('carry the shape first, and read back to the same settings', () => {
    for (const query of [
      '?shape=hex&w=30&h=20&algorithm=backtracker&seed=a&braid=0',
      '?shape=triangle&w=24&h=12&algorithm=wilson&seed=a&braid=0.25',
      '?shape=polar&rings=12&algorithm=prim&seed=a&braid=0',
      '?shape=hex&w=30&h=24&mask=heart&algorithm=kruskal&seed=a&braid=0',
      '?w=15&h=15&algorithm=eller&seed=a&braid=0&style=lines',
      '?w=16&h=12&algorithm=eller&seed=a&braid=0&unicursal=1',
    ]) {
      const { settings, problems } = wordedLinkSettings(query, fresh);
      expect(problems).toEqual([]);
      expect(settingsToQuery(settings)).toBe(query);
    }
  });

  it('leave a square link exactly as it was before shapes, for every algorithm', () => {
    for (const algorithm of GENERATOR_IDS) {
      const query = `?w=12&h=7&algorithm=${algorithm}&seed=old+link&braid=0.1`;
      const { settings, problems } = wordedLinkSettings(query, fresh);
      expect(problems).toEqual([]);
      expect(settings).toEqual({ width: 12, height: 7, algorithm, seed: 'old link', braid: 0.1 });
      expect(settingsToQuery(settings)).toBe(query);
      expect(mazeKey(settings)).toBe(query);
      // The same blocks as the block generator gives.
      const generated = generateAndSolve(settings);
      expect(generated.kind).toBe('blocks');
      if (generated.kind === 'blocks') expect(generated.maze.blocks).toEqual(generateMaze(settings).blocks);
    }
  });

  it('open the same maze each time', () => {
    const query = '?shape=triangle&w=9&h=6&algorithm=aldous-broder&seed=same&braid=0.3';
    const a = generateAndSolve(wordedLinkSettings(query).settings);
    const b = generateAndSolve(wordedLinkSettings(query).settings);
    expect(a.kind).toBe('cells');
    expect(b.maze).toEqual(a.maze);
  });

  it('carry a drawn outline as its code, which sets the size', () => {
    const mask = parseMask('.##.\n####\n####\n.##.\n');
    const code = encodeMask(mask);
    const { settings, problems } = wordedLinkSettings(`?shape=hex&w=99&h=99&mask=${code}&algorithm=prim&seed=m&braid=0`, fresh);
    expect(problems).toEqual([]);
    expect(settings).toMatchObject({ shape: 'hex', width: 4, height: 4, mask: code });
    const generated = generateAndSolve(settings);
    expect(generated.kind === 'cells' && generated.maze.topology.cellCount).toBe(12);
  });

  it('fall back with a message for each tampered value, and still open a maze', () => {
    const cases: [string, RegExp][] = [
      ['?shape=octagon&w=10&h=10&seed=s', /shape='octagon'.*Shape must be one of square, hex, triangle, upsilon, polar/],
      ['?shape=polar&rings=0&seed=s', /rings='0'.*Rings must be a whole number from 1 to 1000/],
      ['?shape=polar&rings=99999999&seed=s', /rings='99999999'/],
      ['?shape=hex&w=10&h=10&mask=%%%&seed=s', /mask='%%%'.*so the maze has no outline/],
      ['?shape=hex&w=10&h=10&mask=AAAA&seed=s', /mask='AAAA'.*so the maze has no outline/],
      ['?shape=triangle&w=10&h=10&algorithm=eller&seed=s', /algorithm='eller'.*row by row/],
      ['?w=10&h=10&style=curvy&seed=s', /style='curvy'.*Style must be blocks or lines/],
    ];
    for (const [query, message] of cases) {
      const { settings, problems } = wordedLinkSettings(query, fresh);
      expect(problems.join(' ')).toMatch(message);
      // What is left makes a maze.
      expect(() => generateAndSolve(settings)).not.toThrow();
    }
  });

  it('drop, with a notice, what the CLI refuses: rings on a square, sides on a circle, blocks on a hex', () => {
    const cases: [string, string, RegExp[]][] = [
      ['?rings=12&w=10&h=8&algorithm=prim&seed=s&braid=0', '?w=10&h=8&algorithm=prim&seed=s&braid=0', [/^This link's rings='12' was ignored\. Rings are for circular mazes only\.$/]],
      [
        '?shape=polar&w=20&h=20&rings=5&algorithm=prim&seed=s&braid=0',
        '?shape=polar&rings=5&algorithm=prim&seed=s&braid=0',
        [/^This link's w='20' was ignored\. A circular maze takes rings, not a width or a height\.$/, /^This link's h='20' was ignored/],
      ],
      ['?shape=hex&w=6&h=5&algorithm=prim&seed=s&braid=0&style=blocks', '?shape=hex&w=6&h=5&algorithm=prim&seed=s&braid=0', [/^This link's style='blocks' was ignored\. Blocks draw whole square mazes only/]],
    ];
    for (const [query, same, messages] of cases) {
      const { settings, problems } = wordedLinkSettings(query, fresh);
      expect(problems).toHaveLength(messages.length);
      messages.forEach((message, i) => expect(problems[i]).toMatch(message));
      // The same maze as the link without the stray value.
      expect(settingsToQuery(settings)).toBe(same);
    }
    // In Chinese too.
    expect(wordedLinkSettings('?rings=12&w=10&h=8&seed=s', fresh, 'zh').problems).toEqual(['链接中的 rings=\'12\' 已被忽略。圈数只用于圆形迷宫。']);
  });

  it('take the last of a repeated parameter, as the CLI takes the last of a repeated flag, and say so', () => {
    const { settings, problems } = wordedLinkSettings('?w=10&w=30&h=8&seed=a&seed=b', fresh);
    expect(settings).toMatchObject({ width: 30, height: 8, seed: 'b' });
    expect(problems).toEqual([
      "This link gives w more than once, so the last value, '30', was used. A setting counts once, as on the command line.",
      "This link gives seed more than once, so the last value, 'b', was used. A setting counts once, as on the command line.",
    ]);
  });

  it('name every bad value of a link with several, and keep its shape', () => {
    const cases: [string, object, RegExp[]][] = [
      ['?shape=hex&w=3&h=3&algorithm=eller&braid=2&seed=s', { shape: 'hex', width: 3, height: 3, algorithm: 'backtracker', braid: 0 }, [/braid='2'/, /algorithm='eller'/]],
      ['?shape=polar&rings=0&algorithm=sidewinder&seed=s', { shape: 'polar', rings: 12, algorithm: 'backtracker' }, [/rings='0'/, /algorithm='sidewinder'/]],
      ['?shape=triangle&w=30&h=20&start=5&goal=5&braid=9&seed=s', { shape: 'triangle', width: 30, height: 20, braid: 0 }, [/braid='9'/, /goal='5'.*different cells/]],
      ['?shape=hex&mask=heart&algorithm=binary-tree&style=bogus&seed=s', { shape: 'hex', mask: 'heart', algorithm: 'backtracker' }, [/style='bogus'/, /algorithm='binary-tree'/]],
    ];
    for (const [query, settings, messages] of cases) {
      const read = wordedLinkSettings(query, fresh);
      expect(read.settings).toMatchObject(settings);
      expect(read.problems).toHaveLength(messages.length);
      for (const message of messages) expect(read.problems.join(' ')).toMatch(message);
      expect(() => generateAndSolve(read.settings)).not.toThrow();
    }
  });

  it('refuse a triangle one column wide, and an outline in pieces, with what to do', () => {
    const narrow = wordedLinkSettings('?shape=triangle&w=1&h=8&seed=s', fresh);
    expect(narrow.problems.join(' ')).toMatch(/column/);
    expect(() => generateAndSolve(narrow.settings)).not.toThrow();
    const split = encodeMask(parseMask('##..##\n##..##\n'));
    const pieces = wordedDraft({ width: '6', height: '2', algorithm: 'prim', seed: 's', braid: '0', shape: 'square', mask: split });
    expect('errors' in pieces && pieces.errors.mask).toMatch(/2 separate pieces/);
  });
});
