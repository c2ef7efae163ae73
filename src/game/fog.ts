import type { Board } from './board';

/**
 * Fog: what the player can see of the maze. Shown are the places within FOG_STEPS moves of the
 * player along open passages (what a look down each way takes in, as the difficulty model's
 * walker sees SIGHT steps: core/stats/lookAhead.ts), and every place the player has stood on,
 * so the trail stays. Everything else is covered. The exit shows from the first time it is
 * within sight, and stays.
 *
 * On a block grid (squares) walls are blocks of their own: each shown place shows the eight
 * blocks round it too, so a corridor in sight has its walls, and the passages it crossed.
 */
export const FOG_STEPS = 3;

/** Per place: shown because it was stood on (kept) or is in sight now (recomputed each move). */
const STOOD = 1;
const IN_SIGHT = 2;

export class Fog {
  /** Per place (block or cell): 0 where the fog covers it. */
  readonly shown: Uint8Array;
  /** Whether the exit has been in sight. */
  exitSeen = false;
  private inSight: number[] = [];

  /**
   * `cols`: a block grid's columns (its walls are lit round each place), 0 for a maze of cells.
   * `marks`: the walk so far (a resumed run's trail is shown at once), one byte a place.
   */
  constructor(
    private readonly board: Board,
    private readonly cols: number,
    marks: Uint8Array | null,
  ) {
    this.shown = new Uint8Array(board.size);
    if (marks) for (let at = 0; at < marks.length; at++) if (marks[at] !== 0) this.light(at, STOOD);
  }

  /** The player now stands at `position`: that place is kept shown, and the sight moves with them. */
  see(position: number): void {
    const { shown, board } = this;
    for (const at of this.inSight) this.unlight(at);
    this.light(position, STOOD);
    // Breadth first from the player, FOG_STEPS moves deep; a passage crossed is in sight with its place.
    const sight: number[] = [position];
    const seen = new Set<number>([position]);
    let layer = [position];
    for (let step = 0; step < FOG_STEPS && layer.length > 0; step++) {
      const next: number[] = [];
      for (const at of layer) {
        board.forEachWay(at, (to, passage) => {
          if (passage >= 0 && !seen.has(passage)) {
            seen.add(passage);
            sight.push(passage);
          }
          if (seen.has(to)) return;
          seen.add(to);
          sight.push(to);
          next.push(to);
        });
      }
      layer = next;
    }
    for (const at of sight) this.light(at, IN_SIGHT);
    this.inSight = sight;
    if (shown[board.goal] !== 0) this.exitSeen = true;
  }

  /** The place and, on blocks, the eight round it. */
  private around(at: number, visit: (at: number) => void): void {
    const { cols } = this;
    if (cols === 0) return visit(at);
    const size = this.shown.length;
    const col = at % cols;
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        const c = col + dc;
        const b = at + dr * cols + dc;
        if (c >= 0 && c < cols && b >= 0 && b < size) visit(b);
      }
    }
  }

  private light(at: number, why: number): void {
    const { shown } = this;
    this.around(at, (b) => (shown[b] = shown[b]! | why));
  }

  private unlight(at: number): void {
    const { shown } = this;
    this.around(at, (b) => (shown[b] = shown[b]! & ~IN_SIGHT));
  }
}
