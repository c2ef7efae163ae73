/**
 * The page's localStorage, the one way every kept thing reaches it (the saved game, best times,
 * the language). Touching localStorage can throw (a browser's privacy setting, a sandboxed
 * frame): then a storage that refuses every call stands in, so each reader says "blocked" in
 * its own way instead of failing.
 */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const REFUSING: StorageLike = {
  getItem: () => {
    throw new Error('Storage is blocked');
  },
  setItem: () => {
    throw new Error('Storage is blocked');
  },
  removeItem: () => {
    throw new Error('Storage is blocked');
  },
};

/** The page's localStorage; null where there is none (Node), refusing where touching it throws. */
export function browserStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return REFUSING;
  }
}
