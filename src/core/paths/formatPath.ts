import { formatWalk } from '../format';

/**
 * The "number maze" listing line, exactly as the source printed it:
 *
 *     Path 1   :->(0,0)->(0,1)->(0,2)->(1,2)->(1,3)->(2,3)
 *
 * "Path " + the number left-aligned in 4 characters + ":" and then "->(row,col)" per block.
 * Numbers of 1000 and more simply run longer ("Path 1000:", "Path 12345:").
 */
export function formatPath(n: number, path: ArrayLike<number>, cols: number): string {
  return `Path ${String(n).padEnd(4)}:${formatWalk(path, cols)}`;
}
