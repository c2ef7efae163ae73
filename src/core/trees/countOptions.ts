/**
 * How a long count talks to whoever waits for it (a Web Worker, a progress bar): it reports
 * now and then, and asks whether to go on.
 */
export interface TreeCountOptions {
  /** Called now and then with the work done so far and in all (same unit, any scale). */
  onProgress?: (done: number, total: number) => void;
  /** Asked now and then; when it says true the count stops by throwing TreeCountStoppedError. */
  shouldStop?: () => boolean;
}

/** A count stopped because its shouldStop said so: no result, nothing half-done is kept. */
export class TreeCountStoppedError extends Error {
  override readonly name = 'TreeCountStoppedError';
  constructor() {
    super('the count was stopped');
  }
}

/** Throws TreeCountStoppedError when the options say to stop. */
export function checkStop(options: TreeCountOptions): void {
  if (options.shouldStop?.()) throw new TreeCountStoppedError();
}
