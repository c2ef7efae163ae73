/** The outline editor's grids go up to this many cells a side: painting past it is no longer a drawing. */
export const OUTLINE_MAX_SIDE = 200;

/** What the outline editor's check finds; i18n's outline book says it under the grid. */
export interface OutlineCheck {
  readonly cells: number;
  readonly pieces: number;
  /** Why the core would refuse to make a maze from it (its own English message), or null. */
  readonly problem: string | null;
  /** Whether "Use this outline" may act: the maze would be made from it. */
  readonly usable: boolean;
  /** Slots of cells outside the largest piece (the strays to join or remove); empty in one piece. */
  readonly strays: Uint8Array;
}
