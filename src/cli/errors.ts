/** A mistake in what the user gave the CLI: printed as one line on stderr, exit status 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
