import type { LabUnit } from '../workers/solversMaze';
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
}

const en: SolversMessages = {
  couldNotSolve: (why) => `Could not solve that maze: ${why}`,
  couldNotRace: (why) => `Could not race on that maze: ${why}`,
  raceRun: (rows, unit) => `Race run: ${rows.map((r) => `${r.label} explored ${r.explored} ${unit}s`).join(', ')}.`,
};

const zh: SolversMessages = {
  couldNotSolve: (why) => `无法求解这个迷宫：${why}`,
  couldNotRace: (why) => `无法在这个迷宫上比拼：${why}`,
  raceRun: (rows, unit) => `比拼完成：${rows.map((r) => `${r.label} 探索了 ${r.explored} ${unit === 'cell' ? '格' : '块'}`).join('，')}。`,
};

export const SOLVERS_MESSAGES = defineBook(en, zh);

/** The messages in the store's language; English for a store built without the ui slice (some tests build one from a few slices). */
export function solversMessages(language: Language | undefined): SolversMessages {
  return SOLVERS_MESSAGES[language ?? 'en'];
}
