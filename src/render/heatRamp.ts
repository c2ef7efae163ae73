import { HEAT_LEVELS } from '../core/stats/distances';
import { rgbaWord, type Theme } from './theme';

/**
 * The heat map's colours and the fog's, from a theme, so they follow the light and the dark
 * scheme alike. The ramp runs teal (near) through indigo to magenta (far): a change of hue and of
 * lightness both, never orange (the trail) nor crimson (the solution), and kept as light as the
 * passages' side of the scheme (pale on a light page, deep on a dark one), so the walls, the
 * trail and the player stay as legible over it as over a plain passage.
 */
const LIGHT_STOPS = ['#99f6e4', '#a5b4fc', '#f5b4fc'] as const;
const DARK_STOPS = ['#0f5f58', '#3a3196', '#7a1d82'] as const;

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function hexOf([r, g, b]: readonly number[]): string {
  return `#${[r, g, b].map((c) => Math.round(c!).toString(16).padStart(2, '0')).join('')}`;
}

function mix(a: string, b: string, t: number): string {
  const x = channels(a);
  const y = channels(b);
  return hexOf(x.map((c, i) => c + (y[i]! - c) * t));
}

/** Whether a theme's passages are dark (a dark scheme): relative luminance under a half. */
function darkPassages(theme: Theme): boolean {
  const [r, g, b] = channels(theme.passage);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 128;
}

export interface HeatPalette {
  /** Per level (index 0 unused), '#rrggbb' for paths, and as RGBA words for bitmaps. */
  readonly colours: readonly string[];
  readonly words: Uint32Array;
  /** What covers a place hidden by fog: between wall and passage, so it reads as neither. */
  readonly fog: string;
  readonly fogWord: number;
}

const palettes = new WeakMap<Theme, HeatPalette>();

export function heatPalette(theme: Theme): HeatPalette {
  let palette = palettes.get(theme);
  if (palette) return palette;
  const stops = darkPassages(theme) ? DARK_STOPS : LIGHT_STOPS;
  const colours = [theme.passage];
  for (let level = 1; level <= HEAT_LEVELS; level++) {
    const t = (level - 1) / (HEAT_LEVELS - 1);
    colours.push(t < 0.5 ? mix(stops[0], stops[1], t * 2) : mix(stops[1], stops[2], t * 2 - 1));
  }
  const fog = mix(theme.wall, theme.passage, 0.55);
  palette = { colours, words: Uint32Array.from(colours, rgbaWord), fog, fogWord: rgbaWord(fog) };
  palettes.set(theme, palette);
  return palette;
}
