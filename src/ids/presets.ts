/** The Play tab's presets, by name; the game keeps what each makes (game/settings.ts), i18n what each is called. */
export type PresetName = 'Easy' | 'Medium' | 'Hard' | 'Expert' | 'Huge';

export type { DifficultyBand } from './difficultyBand';
