/**
 * Where a sweep stands: pass `pass` of `passes` (the dense sweep makes a first pass for the
 * count's size, then one per prime; the hashing sweep makes one), row `row` of `rows` (the
 * sweep runs along the piece's longer side, so a row is a column when the piece is wide).
 */
export interface CountStage {
  readonly pass: number;
  readonly passes: number;
  readonly row: number;
  readonly rows: number;
  /** Passes running side by side from `pass` on (absent: one), all of them at row `row` or past it. */
  readonly side?: number;
}

/** How far a sweep is, from 0 to 1, by its stage: the passes done, and those under way at their row. */
export function stageFraction(stage: CountStage): number {
  return (stage.pass * stage.rows + (stage.side ?? 1) * stage.row) / (stage.passes * stage.rows);
}
