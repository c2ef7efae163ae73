import { bandCandidate } from '../bandSeed';

/**
 * A daily maze's seeds: daily-DATE, then daily-DATEb, daily-DATEc, … (the seed search of
 * dailyMaze.ts). Small and apart from the search, so the page can tell from a maze's settings
 * alone, without making any maze, that it may be a day's daily (dailyMaze then settles it). The
 * seeds are the band search's candidates (game/bandSeed.ts), so the two never disagree.
 */
export function dailySeed(date: string, attempt: number): string {
  return bandCandidate(`daily-${date}`, attempt);
}

/** The date (YYYY-MM-DD, unchecked) a daily seed names, or null for any other seed. */
export function dailySeedDate(seed: string): string | null {
  return /^daily-(\d{4}-\d{2}-\d{2})[b-z]?$/.exec(seed)?.[1] ?? null;
}
