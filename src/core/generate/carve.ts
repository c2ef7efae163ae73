import type { Random } from '../random';
import type { CellLayout } from './layout';
import type { CarveTrace } from './trace';

/** Every generator has this signature: carve a perfect maze into the layout's grid. */
export type Carve = (layout: CellLayout, random: Random, trace?: CarveTrace) => void;
