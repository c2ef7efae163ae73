/** How hard a daily maze is meant to be: a band of the difficulty score (game/daily/dailyMaze.ts keeps the bands, i18n their names). */
export type DifficultyBand = 'easy' | 'medium' | 'hard' | 'expert';
