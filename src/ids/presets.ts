/** The Play tab's presets, by name; the game keeps what each makes (game/settings.ts), i18n what each is called. */
export type PresetName = 'Easy' | 'Medium' | 'Hard' | 'Expert' | 'Huge';

/** How hard a maze is meant to be: a band of the difficulty score (game/bandSeed.ts has the bands). */
export type DifficultyBand = 'easy' | 'medium' | 'hard' | 'expert';
