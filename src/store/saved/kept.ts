/**
 * One saved value in localStorage: `{ "version": n, "data": … }` under its own key. Reading never
 * throws: a value that is not JSON, not such an envelope, or over MAX_SAVED_CHARS is set aside
 * (copied to `<key>.corrupt`, then removed), so the next visit starts clean and the bad text can
 * still be looked at.
 */
import type { StorageLike } from '../../game/pageStorage';

/** Far above any real save (a 1000×1000 editor grid is 1 MB of text); past this, the value is not ours. */
export const MAX_SAVED_CHARS = 2_000_000;

export const CORRUPT_SUFFIX = '.corrupt';

export type KeptRead =
  | { readonly kind: 'missing' }
  | { readonly kind: 'blocked' }
  /** Unreadable: set aside already. */
  | { readonly kind: 'bad' }
  /** `text` is the value as stored: what is set aside if the data turns out bad (writing it out again could overflow the stack on a tampered, deeply nested value). */
  | { readonly kind: 'read'; readonly version: number; readonly data: unknown; readonly text: string };

/** Copies a value (partly) unreadable beside its key, if there is room, for a bug report. */
export function copyAside(storage: StorageLike, key: string, text: string): void {
  try {
    // A huge value is not copied: the copy would not fit either.
    if (text.length <= MAX_SAVED_CHARS) storage.setItem(key + CORRUPT_SUFFIX, text);
  } catch {
    // No room for the copy: the value still goes.
  }
}

/** Copies a bad value beside its key (if there is room) and removes it. */
export function setAside(storage: StorageLike, key: string, text: string): void {
  copyAside(storage, key, text);
  try {
    storage.removeItem(key);
  } catch {
    // Blocked meanwhile: nothing more to do.
  }
}

export function readKept(storage: StorageLike, key: string): KeptRead {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return { kind: 'blocked' };
  }
  if (text === null) return { kind: 'missing' };
  let parsed: unknown = null;
  if (text.length <= MAX_SAVED_CHARS) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  if (isRecord(parsed) && Number.isSafeInteger(parsed.version) && 'data' in parsed) return { kind: 'read', version: parsed.version as number, data: parsed.data, text };
  setAside(storage, key, text);
  return { kind: 'bad' };
}

/** Writes a value; false when storage is full or blocked. */
export function writeKept(storage: StorageLike, key: string, version: number, data: unknown): boolean {
  try {
    storage.setItem(key, JSON.stringify({ version, data }));
    return true;
  } catch {
    return false;
  }
}

export function removeKept(storage: StorageLike, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Blocked: nothing kept anyway.
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Storage that refuses everything, as a browser that blocks it does: the page then says so once. */
