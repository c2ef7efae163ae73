/**
 * One way to turn whatever was thrown into words or an Error: a worker's message, a rejected
 * promise, a user's bad file. Everything that reports a failure goes through here.
 */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The kind of error thrown, by its name ('Error' for a bare value): what crosses a worker's edge beside its message. */
export function nameOf(error: unknown): string {
  return error instanceof Error ? error.name : 'Error';
}

/** The thrown value as an Error (a worker may post a bare string). */
export function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
