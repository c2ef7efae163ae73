/**
 * Thrown by countPaths when the frontier would hold more states than memory allows: the count
 * exists but this machine cannot hold the table it needs, so we stop cleanly instead of
 * crashing the tab or the process.
 */
export class CountTooLargeError extends Error {
  override readonly name = 'CountTooLargeError';
}
