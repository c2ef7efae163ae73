import type { TabId } from '../ids/tabs';
import { firstLoadBook } from './book';

/** The page around the tabs: its title, the tabs, the taglines, the language switch and the labs' loading lines. */
export interface ChromeText {
  readonly title: string;
  /** The document's title and meta description. */
  readonly documentTitle: string;
  readonly description: string;
  readonly sections: string;
  readonly tabs: Readonly<Record<TabId, string>>;
  readonly taglines: Readonly<Record<TabId, string>>;
  /** On a maze of cells the keys add diagonals, and a click beside the player steps there. */
  readonly loadingSolvers: string;
  readonly loadingPaths: string;
  readonly loadingPrint: string;
  readonly language: string;
  /** The dark-mode switch's name (a toggle: pressed is dark). */
  readonly darkMode: string;
}

export const CHROME = firstLoadBook('chrome', {
  title: 'Maze',
  documentTitle: 'Maze',
  description: 'Play mazes in the browser, watch solvers think, and download any maze as a PNG.',
  sections: 'Sections',
  tabs: { play: 'Play', solvers: 'Solvers', paths: 'Paths', print: 'Print' },
  taglines: {
    play: 'Arrows or WASD to walk, or click a cell beside you · H or a click further off for the solution',
    solvers: 'Watch six solvers think, from DFS to A*, race them, watch generators carve',
    paths: 'Draw a 0/1 maze, list every path from start to goal, count them exactly',
    print: 'Mazes to print: many a page, answers at the back, a QR code to each',
  },
  loadingSolvers: 'Loading the Solvers lab…',
  loadingPaths: 'Loading the Paths lab…',
  loadingPrint: 'Loading the Print studio…',
  language: 'Language',
  darkMode: 'Dark mode',
});
