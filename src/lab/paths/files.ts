/** Reads a chosen file as text (a .txt grid); a File's own text() where the platform has it. */
export function readFileText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('could not read the file'));
    reader.readAsText(file);
  });
}

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
  await navigator.clipboard.writeText(await (await blob).text());
}
