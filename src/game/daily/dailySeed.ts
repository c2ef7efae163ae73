/**
 * A daily maze's seeds: daily-DATE, then daily-DATEb, daily-DATEc, … (the seed search of
 * dailyMaze.ts). Small and apart from the search, so the page can tell from a maze's settings
 * alone, without making any maze, that it may be a day's daily (dailyMaze then settles it).
 */
export function dailySeed(date: string, attempt: number): string {
  return attempt === 1 ? `daily-${date}` : `daily-${date}${String.fromCharCode(96 + attempt)}`;
}

/** The date (YYYY-MM-DD, unchecked) a daily seed names, or null for any other seed. */
export function dailySeedDate(seed: string): string | null {
  return /^daily-(\d{4}-\d{2}-\d{2})[b-z]?$/.exec(seed)?.[1] ?? null;
}
