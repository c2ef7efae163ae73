/** The cells from `start` to `cell` by following `parent` back from `cell` (parent[start] = start). */
export function pathByParents(parent: Int32Array, start: number, cell: number): Int32Array {
  let length = 1;
  for (let at = cell; at !== start; at = parent[at]!) length++;
  const path = new Int32Array(length);
  for (let at = cell, i = length - 1; i >= 0; at = parent[at]!, i--) path[i] = at;
  return path;
}
