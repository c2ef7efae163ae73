/** Saving a file the page made (a PNG, an SVG, a PDF, a text): one home for how, and for when it may be blocked. */

/**
 * Whether a download started now may be blocked: the click that asked for it is no longer a
 * user gesture (Chromium's activation lasts about five seconds, and a tab that has already saved
 * a file may then ask, or silently refuse, before saving another). The caller saves anyway and
 * also offers a button to save again, so a click is never lost.
 */
export function saveMayBeBlocked(): boolean {
  const activation = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { userActivation?: { isActive: boolean } }).userActivation;
  return activation !== undefined && !activation.isActive;
}

/** Saves a blob as a file: one click, no dialog in between. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
