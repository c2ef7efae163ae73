/**
 * The print palette: what every export (PNG, SVG, PDF, the CLI) draws with, byte for byte, and
 * what the screen falls back to. The screen's own colours, lighter and in a dark scheme too, are
 * the stylesheet's `--maze-*` variables (styles.css, read by components/screenTheme.ts), passed
 * to the same painters as a Theme: nothing here changes with the screen.
 *
 * Colours, as the legend of source 4 has them: black walls, white passages, green exit.
 * The solution is a dark crimson line through the blocks' centres, the trail a filled orange
 * block, backtracked blocks a pale slate: they differ in shape and lightness, not hue alone.
 *
 * The lab's replays add four: explored blocks a pale sky blue, the frontier a strong blue,
 * blocks backed out of (DFS backtracking, the walker's dead ends) a mid grey, and the final
 * path amber. Explored and frontier differ in lightness; the grey sits between them without
 * hue; the amber path stands out from all three.
 */
export interface Theme {
  wall: string;
  passage: string;
  solution: string;
  trail: string;
  backtracked: string;
  player: string;
  playerRing: string;
  exit: string;
  /** The flash on a wall the player bumped into. */
  bump: string;
  /** The lab's start marker: a hollow square, so it never reads as the exit's filled one. */
  entrance: string;
  explored: string;
  frontier: string;
  retreated: string;
  path: string;
}

export const THEME: Theme = {
  wall: '#000000',
  passage: '#ffffff',
  solution: '#be123c',
  trail: '#f97316',
  backtracked: '#cbd5e1',
  player: '#1d4ed8',
  playerRing: '#ffffff',
  exit: '#15803d',
  bump: '#dc2626',
  entrance: '#15803d',
  explored: '#bae6fd',
  frontier: '#0369a1',
  retreated: '#94a3b8',
  path: '#f59e0b',
};

/** '#rrggbb' as a little-endian RGBA word for a Uint32Array view of ImageData. */
export function rgbaWord(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const r = (value >> 16) & 255;
  const g = (value >> 8) & 255;
  const b = value & 255;
  return ((255 << 24) | (b << 16) | (g << 8) | r) >>> 0;
}
