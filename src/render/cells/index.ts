/** The line style: mazes on cells (hex, triangle, polar, masked and line-style squares), drawn. */
export type { CellScene, CellView, PixelRect } from './cellScene';
export { drawCellScene, drawCellsChanged } from './drawCells';
export { drawCellMarkers } from './cellMarkers';
export { intersect, cellAtPixel, cellCentrePx, cellInComfortZone, cellTooSmallToPlay, fitCellView, focusCellView, shapePixels, visibleArea } from './cellView';
export { SAMPLED_BELOW_PX } from './lineStyle';
export { cellSampleMemo, type CellSampleMemo } from './sampledCells';
export { fadeOtherLevels, fitLevelView, levelShownAlone } from './levelView';
