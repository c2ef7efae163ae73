/**
 * What the drawing code asks of a 2D context when it draws lines and shapes, not bitmaps: a
 * canvas's context has all of it, and so has VectorContext. The line style (drawCellScene), the
 * solution's stroke and the markers take one, so the screen, the PNG, the SVG and the PDF are
 * drawn by the same functions.
 */
export type PathContext = Pick<
  CanvasRenderingContext2D,
  | 'save'
  | 'restore'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'arc'
  | 'closePath'
  | 'rect'
  | 'clip'
  | 'fill'
  | 'stroke'
  | 'fillRect'
  | 'strokeRect'
  | 'clearRect'
  | 'translate'
  | 'rotate'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'lineCap'
  | 'lineJoin'
  | 'globalAlpha'
>;
