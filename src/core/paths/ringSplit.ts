/**
 * Can stepping onto a block cut the free blocks around it into separate pieces?
 *
 * Look at the 8 blocks around a block `b`, in ring order N, NE, E, SE, S, SW, W, NW (bit i set
 * = that block is free). Consecutive ring blocks are neighbours, so the free blocks of one run
 * around the ring stay connected to each other without passing through `b`. Free orthogonal
 * neighbours of `b` in the same run therefore form one group; if there is only one group,
 * taking `b` cannot disconnect them. With two or more groups it may (whether it does depends on
 * the rest of the grid), and the enumerator checks with flood fills, one per group.
 *
 * `RING_GROUPS[ring]` is the number of groups; `RING_GROUP_OF[ring * 4 + m]` is the group
 * (0..3) of the orthogonal neighbour for move m (0 left, 1 right, 2 up, 3 down), if it is free.
 */
export const RING_GROUPS = new Uint8Array(256);
export const RING_GROUP_OF = new Uint8Array(256 * 4);

/** Ring position → move index: N = up (2), E = right (1), S = down (3), W = left (0). */
const MOVE_AT = [2, -1, 1, -1, 3, -1, 0, -1] as const;

for (let ring = 0; ring < 256; ring++) {
  // Start just after a blocked position so that no run wraps past the start; a ring with
  // every block free is one run.
  let first = 0;
  while (first < 8 && (ring >> first) & 1) first++;
  let groups = 0;
  let inRun = false;
  let runHasOrthogonal = false;
  for (let step = 1; step <= 8; step++) {
    const i = (first + step) % 8;
    if (((ring >> i) & 1) === 1) {
      if (!inRun) {
        inRun = true;
        runHasOrthogonal = false;
      }
      const move = MOVE_AT[i]!;
      if (move >= 0) {
        RING_GROUP_OF[ring * 4 + move] = groups;
        runHasOrthogonal = true;
      }
    } else if (inRun) {
      inRun = false;
      if (runHasOrthogonal) groups++;
    }
  }
  if (inRun && runHasOrthogonal) groups++; // the all-free ring
  RING_GROUPS[ring] = groups;
}

/**
 * The ring mask of `block` in a padded grid of `width` columns (`blocked` 1 = not free), given
 * its free moves `moves` (bits 1 left, 2 right, 4 up, 8 down).
 */
export function ringAround(blocked: Uint8Array, block: number, width: number, moves: number): number {
  return (
    (moves & 4 ? 1 : 0) |
    (blocked[block - width + 1] === 0 ? 2 : 0) |
    (moves & 2 ? 4 : 0) |
    (blocked[block + width + 1] === 0 ? 8 : 0) |
    (moves & 8 ? 16 : 0) |
    (blocked[block + width - 1] === 0 ? 32 : 0) |
    (moves & 1 ? 64 : 0) |
    (blocked[block - width - 1] === 0 ? 128 : 0)
  );
}
