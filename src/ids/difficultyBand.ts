/** How hard a maze is meant to be: a band of the difficulty score (game/bandSeed.ts keeps the bands, i18n their names). */
export type DifficultyBand = 'easy' | 'medium' | 'hard' | 'expert';
