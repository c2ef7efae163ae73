import type { DifficultyBand } from '../ids/difficultyBand';

export type { DifficultyBand };

/** The difficulties (core mazeStats' 1–10) each band takes, from … to. */
export const BANDS: Readonly<Record<DifficultyBand, readonly [number, number]>> = {
  easy: [1, 3],
  medium: [4, 4],
  hard: [5, 5],
  expert: [6, 10],
};

/** Seeds tried before the closest to the band is taken. */
export const BAND_TRIES = 16;

/** How far a difficulty is from a band: 0 inside it. */
export function offBand(difficulty: number, band: DifficultyBand): number {
  const [low, high] = BANDS[band];
  return difficulty < low ? low - difficulty : difficulty > high ? difficulty - high : 0;
}

/** The k-th seed tried (from 1): the seed itself, then the seed with b, c, … after it. */
export function bandCandidate(seed: string, k: number): string {
  return k === 1 ? seed : `${seed}${String.fromCharCode(96 + k)}`;
}

/**
 * The one search for a maze in a difficulty band, for the daily maze and the presets alike: the
 * first of the seeds `seed`, `seed`b, `seed`c, … whose maze's difficulty falls in the band, or
 * the closest after `tries` (the first of equals). Deterministic, so a date or a link names the
 * same maze everywhere; each try makes and scores a maze, so the presets run it in a worker.
 */
export function seedInBand(seed: string, band: DifficultyBand, difficultyOf: (seed: string) => number, tries: number = BAND_TRIES): { seed: string; difficulty: number } {
  let best: { seed: string; difficulty: number } | null = null;
  for (let k = 1; k <= tries; k++) {
    const candidate = bandCandidate(seed, k);
    const difficulty = difficultyOf(candidate);
    if (best === null || offBand(difficulty, band) < offBand(best.difficulty, band)) best = { seed: candidate, difficulty };
    if (offBand(difficulty, band) === 0) break;
  }
  return best!;
}
