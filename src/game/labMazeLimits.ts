import { isSide, readDraft, typedDraft, type SettingsDraft } from './settings';
import { isRings } from './shapeSettings';

/**
 * The lab's own maze is made on the main thread and watched block by block, so its sides stop
 * here: 150 cells make 301 blocks, about 3 pixels each on a laptop's lab canvas. A bigger maze
 * is the game's to make (in its worker), and the lab can still solve that one. Kept apart from
 * the lab's form (labMazeSettings.ts) and its words: the first load checks a kept lab maze
 * against these limits (src/store/saved/parts.ts) before any lab has loaded.
 */
export const LAB_MAZE_MAX_SIDE = 150;

/** A circular lab maze stops here: 80 rings hold about as many cells as 150 × 150 squares (π · 80² ≈ 20,000). */
export const LAB_MAZE_MAX_RINGS = 80;

/** The fields of a typed draft, itself good by the game's rules, that are over the lab's limits. */
export function overLabLimits(draft: SettingsDraft): ('width' | 'height' | 'rings')[] {
  const typed = typedDraft(draft);
  if (typed.shape === 'polar') return typed.rings !== undefined && isRings(typed.rings) && Number(typed.rings) > LAB_MAZE_MAX_RINGS ? ['rings'] : [];
  return (['width', 'height'] as const).filter((key) => isSide(typed[key]) && Number(typed[key]) > LAB_MAZE_MAX_SIDE);
}

/** Whether the lab can make this maze: good by the game's rules (readDraft) and within its limits. */
export function labCanMake(draft: SettingsDraft): boolean {
  return !('errors' in readDraft(typedDraft(draft))) && overLabLimits(draft).length === 0;
}
