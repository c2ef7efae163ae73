import type { GeneratorId } from '../generate/generators';
import type { ShapeId } from './topology';

/** The kinds a maze may be beyond its shape (shapeOptions.ts): each refuses some shapes, outlines and the others. */
export type MazeKind = 'weave' | 'levels' | 'unicursal';

/**
 * Why the options refuse a maze, as data beside the core's English message (MazeOptionsError's
 * `refusal`), for the refusals a person meets by combining choices, so a page can say each in
 * its own language. The CLI prints the message.
 */
export type KindRefusal =
  /** The kind is not made on this shape, only on the `allowed` ones. */
  | { readonly code: 'kindShape'; readonly kind: MazeKind; readonly shape: ShapeId; readonly allowed: readonly ShapeId[] }
  /** The kind is made on a whole grid, without an outline. */
  | { readonly code: 'kindOutline'; readonly kind: MazeKind }
  /** The two kinds do not go together. */
  | { readonly code: 'kindsClash'; readonly kind: MazeKind; readonly other: MazeKind }
  /** A labyrinth's sides are even (each cell of the maze it is split from becomes 2×2). */
  | { readonly code: 'unicursalSides' }
  /** A row-by-row generator cannot make this maze: its shape or outline, or its kind when given. */
  | { readonly code: 'rowBased'; readonly algorithm: GeneratorId; readonly kind: 'weave' | 'levels' | null };
