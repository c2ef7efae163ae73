import { firstLoadBook } from './book';

/** The notice box and the store's notices: things the player should know that are not a field's error. */
export interface NoticeText {
  readonly region: string;
  readonly list: string;
  readonly dismiss: (count: number) => string;
  /** `message` is the error's own line (messageOf), which may stay in English. */
  readonly couldNotMakeMaze: (message: string) => string;
  readonly couldNotMakePng: (message: string) => string;
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
  couldNotMakeSvg: (message) => `Could not make the SVG: ${message}`,
  svgTooBig: (cells, max) => `An SVG holds mazes of up to ${max} cells, and this one has ${cells}: download it as a PNG instead.`,
  drawingCouldNotLoad: (message) => `The drawing of this maze could not load: ${message}. Reload the page to try again.`,
  languageCouldNotLoad: (language, message) => `${language} could not load: ${message}. Try again, or reload the page.`,
});
