/** The page's clipboard, for every Copy button. */

/** Throws, saying why, when the page cannot write to the clipboard (an insecure page, an old browser). */
export function checkClipboard(): void {
  if (!navigator.clipboard) throw new Error('this browser gives no clipboard access here');
}

/** Copies text, or says why not (no clipboard, or permission refused). */
export async function copyText(text: string): Promise<void> {
  checkClipboard();
  await navigator.clipboard.writeText(text);
}
