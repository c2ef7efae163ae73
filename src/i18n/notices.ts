import { messageOf } from '../core/errors';
import { CodeLoadError } from '../lazy/onFirstUse';
import { firstLoadBook } from './book';
import type { Language } from './language';

/** The notice box and the store's notices: things the player should know that are not a field's error. */
export interface NoticeText {
  readonly region: string;
  readonly list: string;
  readonly dismiss: (count: number) => string;
  /** `message` is the error's own line (messageOf), which may stay in English. */
  readonly couldNotMakeMaze: (message: string) => string;
  readonly couldNotMakePng: (message: string) => string;
  /** The heat map could not be worked out: `message` says why. */
  readonly couldNotShade: (message: string) => string;
  /** Code fetched on demand that did not arrive (see CodeLoadError). */
  readonly codeCouldNotLoad: string;
  /** The kept play mode (Classic, Fog, Time trial) was not one: Classic is played. */
  readonly modeReset: string;
  readonly couldNotMakeSvg: (message: string) => string;
  /** Both counts come formatted (1,000,000). */
  readonly svgTooBig: (cells: string, max: string) => string;
  readonly drawingCouldNotLoad: (message: string) => string;
  /** `language` is named in itself (中文). */
  readonly languageCouldNotLoad: (language: string, message: string) => string;
}

export const NOTICES = firstLoadBook('notices', {
  region: 'Notice',
  list: 'Notices',
  dismiss: (count) => (count === 1 ? 'Dismiss notice' : `Dismiss ${count} notices`),
  couldNotMakeMaze: (message) => `Could not make that maze: ${message}`,
  couldNotMakePng: (message) => `Could not make the PNG: ${message}`,
  couldNotShade: (message) => `The heat map could not be worked out: ${message}`,
  codeCouldNotLoad: 'Part of the page could not load: check the connection and try again, or reload the page.',
  modeReset: 'The play mode kept from last time could not be read: Classic is played.',
  couldNotMakeSvg: (message) => `Could not make the SVG: ${message}`,
  svgTooBig: (cells, max) => `An SVG holds mazes of up to ${max} cells, and this one has ${cells}: download it as a PNG instead.`,
  drawingCouldNotLoad: (message) => `The drawing of this maze could not load: ${message}. Reload the page to try again.`,
  languageCouldNotLoad: (language, message) => `${language} could not load: ${message}. Try again, or reload the page.`,
});

/**
 * What a failure says in a notice: code that could not load says so in the page's language
 * (its own message is a browser's English); any other error in `words`, with its own line.
 */
export function failureText(error: unknown, language: Language, words: (message: string) => string): string {
  return error instanceof CodeLoadError ? NOTICES[language].codeCouldNotLoad : words(messageOf(error));
}
