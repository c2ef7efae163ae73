import { blobText } from '../../workers/gridTextJob';


/** Copies text, or says why not (no clipboard, or permission refused). */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('this browser gives no clipboard access here');
  await navigator.clipboard.writeText(text);
}

/**
 * Copies a blob that is still being made: ClipboardItem takes the promise, so the copy keeps
 * the click's permission while the text is formatted in slices; writeText otherwise.
 */
export async function copyBlob(blob: Promise<Blob>): Promise<void> {
  if (!navigator.clipboard) throw new Error('this browser gives no clipboard access here');
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard.write === 'function') {
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    return;
  }
  await navigator.clipboard.writeText(await blobText(await blob));
}
