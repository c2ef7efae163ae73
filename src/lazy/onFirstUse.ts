import { messageOf } from '../core/errors';

/**
 * Code the page fetched on demand and could not get (offline before it was ever cached, or an
 * old tab meeting a new deployment). Notices word it themselves (failureText in i18n/notices.ts),
 * in the page's language; `part` says in English which code it was, for the console.
 */
export class CodeLoadError extends Error {
  override readonly name = 'CodeLoadError';
  constructor(
    readonly part: string,
    cause: unknown,
  ) {
    super(`the code of ${part} could not load (${messageOf(cause)})`, { cause });
  }
}

/**
 * The one home of "fetch this code once, on first use": every caller shares the one load; a
 * failed one rejects with a CodeLoadError and is forgotten, so the next use tries again
 * (browsers are still adopting the rule that lets a failed dynamic import be retried, which is
 * why the notices also say "or reload the page").
 */
export function onFirstUse<S>(part: string, load: () => Promise<S>): () => Promise<S> {
  let loading: Promise<S> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error instanceof CodeLoadError ? error : new CodeLoadError(part, error);
    }));
}
