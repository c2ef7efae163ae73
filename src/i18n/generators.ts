import { GENERATORS, type GeneratorId } from '../core';
import { firstLoadBook } from './book';

/** A generator as the page shows it: its name in the menu and its texture line under it. */
export interface GeneratorWords {
  readonly label: string;
  readonly texture: string;
}

export interface GeneratorText {
  readonly generators: Readonly<Record<GeneratorId, GeneratorWords>>;
  /** Beside a row-by-row generator's name on a shape or an outline. */
  readonly squaresOnly: string;
}

/** The core's own English names and lines (the CLI's too): one home for them. */
const EN_GENERATORS = Object.fromEntries(Object.values(GENERATORS).map(({ id, label, texture }) => [id, { label, texture }])) as Record<GeneratorId, GeneratorWords>;

export const GENERATOR_TEXT = firstLoadBook('generators', { generators: EN_GENERATORS, squaresOnly: ' (squares only)' });
