import { copyText } from '../clipboard';

/**
 * Shares a text: with the Web Share API where the browser has it and can share this text (a
 * phone's share sheet), else by copying it. A share the player cancelled is no failure, and
 * nothing is copied then; a share that fails otherwise falls back to the clipboard.
 */
export async function shareOrCopy(text: string): Promise<'shared' | 'copied' | 'cancelled'> {
  const data = { text };
  if (typeof navigator.share === 'function' && (typeof navigator.canShare !== 'function' || navigator.canShare(data))) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  await copyText(text);
  return 'copied';
}
