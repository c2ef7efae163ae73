import { drawCellLines } from '../cells/drawCells';
import { drawSceneShapes } from './blockShapes';
import { cellPngLayout, exportBlockSize, type PngScene } from '../png';
import type { Theme } from '../theme';
import { svgDocument, type VectorPicture } from './svgDocument';
import { VectorContext } from './vectorContext';

/**
 * A maze as a vector picture, laid out as its PNG is (the same size, the same place for every
 * wall), drawn by the screen's own draw functions through a VectorContext: the block style as
 * rectangles (drawSceneShapes), the line style as its lines and arcs (drawCellLines).
 */
export function vectorPictureOf(picture: PngScene, theme: Theme): VectorPicture {
  const ctx = new VectorContext();
  let width: number;
  let height: number;
  if (picture.kind === 'cells') {
    const layout = cellPngLayout(picture.scene.maze.topology);
    ({ width, height } = layout);
    drawCellLines(ctx, picture.scene, theme, layout.view);
  } else {
    const { grid } = picture.scene;
    const block = exportBlockSize(grid);
    width = grid.cols * block;
    height = grid.rows * block;
    drawSceneShapes(ctx, picture.scene, theme, { block, x: 0, y: 0 });
  }
  // The passages are filled first, in the paper's colour, over nothing: on paper they change no point.
  let first = 0;
  while (first < ctx.marks.length && ctx.marks[first]!.fill === theme.passage && ctx.marks[first]!.alpha === 1) first++;
  return { width, height, paper: theme.passage, marks: ctx.marks.slice(first) };
}

/** A maze's SVG document, as the page saves it and the CLI prints it: its PNG's picture, the solution its own path. */
export function mazeSvg(picture: PngScene, theme: Theme): string {
  return svgDocument(vectorPictureOf(picture, theme), { solutionColour: theme.solution });
}
