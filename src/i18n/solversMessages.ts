import type { LabUnit } from '../ids/labWords';
import { defineBook } from './book';
import type { Language } from './language';

/**
 * What the Solvers lab's store says (notices, announcements). Small and apart from the lab's
 * book (solvers.ts) because the store is in the first load; the lab's page words are not.
 */
export interface SolversMessages {
  readonly couldNotSolve: (why: string) => string;
  readonly couldNotRace: (why: string) => string;
  readonly raceRun: (rows: readonly { readonly label: string; readonly explored: number }[], unit: LabUnit) => string;
  /** The lab maze's size limits (labMazeSettings.ts), said under the field. */
  readonly sideTooBig: (side: 'width' | 'height', max: number) => string;
  readonly ringsTooMany: (max: number) => string;
}

const en: SolversMessages = {
  couldNotSolve: (why) => `Could not solve that maze: ${why}`,
  couldNotRace: (why) => `Could not race on that maze: ${why}`,
  raceRun: (rows, unit) => `Race run: ${rows.map((r) => `${r.label} explored ${r.explored} ${unit}s`).join(', ')}.`,
  sideTooBig: (side, max) => `${side === 'width' ? 'Width' : 'Height'} must be at most ${max} in the lab, so its blocks stay visible; choose “The game’s maze” for a bigger one.`,
  ringsTooMany: (max) => `Rings must be at most ${max} in the lab, so its cells stay visible; choose “The game’s maze” for a bigger one.`,
};

const zh: SolversMessages = {
  couldNotSolve: (why) => `无法求解这个迷宫：${why}`,
  couldNotRace: (why) => `无法在这个迷宫上比拼：${why}`,
  raceRun: (rows, unit) => `比拼完成：${rows.map((r) => `${r.label} 探索了 ${r.explored} ${unit === 'cell' ? '格' : '块'}`).join('，')}。`,
  sideTooBig: (side, max) => `求解页里${side === 'width' ? '宽' : '高'}最多 ${max}，这样每一块都看得清；更大的迷宫请选“游戏中的迷宫”。`,
  ringsTooMany: (max) => `求解页里最多 ${max} 圈，这样每一格都看得清；更大的迷宫请选“游戏中的迷宫”。`,
};

export const SOLVERS_MESSAGES = defineBook(en, zh);

/** The messages in the store's language; English for a store built without the ui slice (some tests build one from a few slices). */
export function solversMessages(language: Language | undefined): SolversMessages {
  return SOLVERS_MESSAGES[language ?? 'en'];
}
