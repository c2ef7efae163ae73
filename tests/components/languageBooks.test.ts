import { describe, expect, it } from 'vitest';
import type { Book } from '../../src/i18n/book';
import { CHROME } from '../../src/i18n/chrome';
import { GENERATOR_TEXT } from '../../src/i18n/generators';
import { GHOST } from '../../src/i18n/ghost';
import { GHOST_RACE } from '../../src/i18n/ghostRace';
import { NOTICES } from '../../src/i18n/notices';
import { OUTLINE } from '../../src/i18n/outline';
import { PLAY } from '../../src/i18n/play';
import { PROBLEMS } from '../../src/i18n/problems';
import { SAVED_TEXT } from '../../src/i18n/saved';
import { SPEECH } from '../../src/i18n/speech';
import { loadChineseFirst } from '../support/chinese';

loadChineseFirst();

const BOOKS: Record<string, Book<unknown>> = { CHROME, GENERATOR_TEXT, GHOST, GHOST_RACE, NOTICES, OUTLINE, PLAY, PROBLEMS, SAVED_TEXT, SPEECH };

/** Every string of an entry (nested records and lists walked), by its path; functions are skipped. */
function strings(value: unknown, path: string, into: Map<string, string>): Map<string, string> {
  if (typeof value === 'string') into.set(path, value);
  else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) strings(inner, `${path}.${key}`, into);
  return into;
}

function shapeOf(value: unknown): unknown {
  if (typeof value === 'function') return 'function';
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]));
  return typeof value;
}

describe('the books', () => {
  for (const [name, book] of Object.entries(BOOKS)) {
    it(`${name}: zh has exactly en's entries, none empty, and no long one left in English`, () => {
      expect(shapeOf(book.zh)).toEqual(shapeOf(book.en));
      const en = strings(book.en, name, new Map());
      const zh = strings(book.zh, name, new Map());
      for (const [path, text] of zh) {
        expect(text.trim(), path).not.toBe('');
        // Short ones may rightly be the same (a name such as "Kruskal", "Aldous–Broder").
        if (text.length > 14) expect(text, path).not.toBe(en.get(path));
      }
    });
  }

  it('speaks Chinese functions in Chinese', () => {
    expect(SPEECH.zh.junction('3', SPEECH.zh.openWays(['上', '左']))).toBe('岔路口，3 条路。可走：上、左。');
    expect(SPEECH.zh.solved('12', '3.4', false)).toBe('走出来了！用了 12 步、3.4 秒。');
    expect(PLAY.zh.moves(5)).toBe('步数：5');
  });
});
