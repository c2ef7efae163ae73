import { blobText } from '../../workers/gridTextJob';
import { checkClipboard } from '../../components/clipboard';

/**
 * Copies a blob that is still being made: ClipboardItem takes the promise, so the copy keeps
 * the click's permission while the text is formatted in slices; writeText otherwise.
 */
export async function copyBlob(blob: Promise<Blob>): Promise<void> {
  checkClipboard();
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard.write === 'function') {
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    return;
  }
  await navigator.clipboard.writeText(await blobText(await blob));
}
