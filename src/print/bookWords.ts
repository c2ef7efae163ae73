import { GENERATORS, type GeneratorId, type ShapeId } from '../core';
import { formatCount } from '../format/numbers';
import { SHAPE_LABELS } from '../i18n/shapeNames';
import type { MazeSettings } from '../game/settings';
import type { Language } from '../i18n/language';
import { GENERATOR_TEXT_ZH } from '../i18n/zh/generators';
import { PLAY_ZH } from '../i18n/zh/play';

/**
 * The words a book's pages print, in one language. The page fills them from its catalogue
 * (the play book's shape names and seed word, the generators book's names); the CLI prints
 * English, the core's own names. Pure data, so the plan stays free of the catalogue's loading.
 */
export interface BookWords {
  readonly shapes: Readonly<Record<ShapeId, string>>;
  /** What a unicursal labyrinth is called in place of its shape. */
  readonly unicursal: string;
  /** Said after the shape of a weave ("Square weave"). */
  readonly weave: string;
  /** A maze of levels' size: "10×10, 3 levels" from the size of one level and their count. */
  readonly levels: (size: string, count: string) => string;
  readonly algorithms: Readonly<Record<GeneratorId, string>>;
  /** The word before a maze's seed ("Seed"). */
  readonly seed: string;
  /** The word after a circle's ring count ("rings"). */
  readonly rings: string;
  /** The answer pages' heading. */
  readonly answers: string;
  /** A worksheet's line for the student: "Name", "Date". */
  readonly name: string;
  readonly date: string;
}

export const ENGLISH_BOOK_WORDS: BookWords = {
  shapes: SHAPE_LABELS,
  unicursal: 'Unicursal',
  weave: 'weave',
  levels: (size, count) => `${size}, ${count} levels`,
  algorithms: Object.fromEntries(Object.values(GENERATORS).map(({ id, label }) => [id, label])) as Record<GeneratorId, string>,
  seed: 'Seed',
  rings: 'rings',
  answers: 'Answers',
  name: 'Name',
  date: 'Date',
};

/**
 * The Chinese words: the catalogue's own shape, generator and seed words (its Chinese halves,
 * read directly: a worker has no loaded catalogue), and the book's two words of its own.
 */
export const CHINESE_BOOK_WORDS: BookWords = {
  shapes: PLAY_ZH.shapes,
  unicursal: PLAY_ZH.unicursal,
  weave: PLAY_ZH.weave,
  levels: (size, count) => `${size}，${count} 层`,
  algorithms: Object.fromEntries(Object.entries(GENERATOR_TEXT_ZH.generators).map(([id, words]) => [id, words.label])) as Record<GeneratorId, string>,
  seed: PLAY_ZH.seed,
  rings: '圈',
  answers: '答案',
  name: '姓名',
  date: '日期',
};

export const BOOK_WORDS: Readonly<Record<Language, BookWords>> = { en: ENGLISH_BOOK_WORDS, zh: CHINESE_BOOK_WORDS };

/** A maze's line under its number: shape, size, algorithm and seed ("Hexagon · 30×20 · Kruskal · Seed: a-1", "Square · 10×10, 3 levels · …"). */
export function mazeLine(settings: MazeSettings, words: BookWords): string {
  const shape = settings.shape ?? 'square';
  const flat = shape === 'polar' ? `${formatCount(settings.rings ?? 0)} ${words.rings}` : `${formatCount(settings.width)}×${formatCount(settings.height)}`;
  const size = settings.levels ? words.levels(flat, formatCount(settings.levels)) : flat;
  const kind = settings.unicursal ? words.unicursal : settings.weave ? `${words.shapes[shape]} ${words.weave}` : words.shapes[shape];
  return [kind, size, words.algorithms[settings.algorithm], `${words.seed}: ${settings.seed}`].join(' · ');
}
