import { blockPixels, strokeSolution } from '../draw';
import { drawMarkers } from '../markers';
import type { PathContext } from '../pathContext';
import type { Scene, View } from '../scene';
import { rgbaWord, type Theme } from '../theme';

// Only the vector exports draw blocks as shapes: kept apart from draw.ts, which the first load
// fetches, so that the page's first maze does not carry the exports' code.

/**
 * The block style as shapes, for the vector exports (SVG, PDF): each row's runs of one colour
 * become rectangles, painted a colour at a time, then the solution's line and the markers as
 * drawScene strokes them. The colours are blockPixels' in the theme given (the exports give
 * THEME, the print palette, whatever the screen shows); passages are left
 * unpainted, for the paper to show. Rasterised at `view.block` pixels a block, it is drawScene's
 * picture (its solution always a line, even where the screen paints it as pixels).
 */
export function drawSceneShapes(ctx: PathContext, scene: Scene, theme: Theme, view: View): void {
  const { rows, cols } = scene.grid;
  const pixels = blockPixels(scene, theme);
  const paper = rgbaWord(theme.passage);
  // Runs by colour, as (row, first column, length) triples.
  const runs = new Map<number, number[]>();
  for (let row = 0; row < rows; row++) {
    const base = row * cols;
    for (let col = 0; col < cols; ) {
      const word = pixels[base + col]!;
      let end = col + 1;
      while (end < cols && pixels[base + end] === word) end++;
      if (word !== paper) {
        let list = runs.get(word);
        if (!list) runs.set(word, (list = []));
        list.push(row, col, end - col);
      }
      col = end;
    }
  }
  ctx.save();
  for (const [word, list] of runs) {
    ctx.fillStyle = colourOfWord(word);
    ctx.beginPath();
    for (let i = 0; i < list.length; i += 3) ctx.rect(view.x + list[i + 1]! * view.block, view.y + list[i]! * view.block, list[i + 2]! * view.block, view.block);
    ctx.fill();
  }
  ctx.restore();
  strokeSolution(ctx, scene, theme, view);
  drawMarkers(ctx, scene, theme, view);
}

/** An RGBA word (rgbaWord's) back to '#rrggbb': the theme's colours are opaque, so alpha is always 255. */
function colourOfWord(word: number): string {
  const rgb = ((word & 255) << 16) | (word & 0xff00) | ((word >>> 16) & 255);
  return `#${rgb.toString(16).padStart(6, '0')}`;
}
