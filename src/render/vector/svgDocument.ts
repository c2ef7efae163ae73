import { num, type VectorMark } from './vectorContext';

/** A picture as paths: its size in user units (a PNG's pixels), its paper, and its marks in painting order. */
export interface VectorPicture {
  readonly width: number;
  readonly height: number;
  readonly paper: string;
  readonly marks: readonly VectorMark[];
}

/** Text for an XML attribute or element: the five characters XML reserves, escaped. */
export function xmlText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function attributes(mark: VectorMark): string {
  const paint = mark.fill !== null
    ? `fill="${mark.fill}"`
    : `fill="none" stroke="${mark.stroke}" stroke-width="${num(mark.lineWidth)}" stroke-linecap="${mark.lineCap}" stroke-linejoin="${mark.lineJoin}"`;
  return mark.alpha === 1 ? paint : `${paint} opacity="${num(mark.alpha)}"`;
}

/**
 * The picture as a standalone SVG document: a viewBox the picture's size (so it scales to any
 * size, crisp), the paper, then one <path> a mark. Marks stroked in `solutionColour` are the
 * solution: they carry id="solution" (the first) and class="solution", so the answer is its
 * own path, to style, hide or pick out.
 */
export function svgDocument(picture: VectorPicture, options: { title?: string; solutionColour?: string } = {}): string {
  const { width, height, paper, marks } = picture;
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(width)} ${num(height)}" width="${num(width)}" height="${num(height)}">\n`,
  ];
  if (options.title) parts.push(`<title>${xmlText(options.title)}</title>\n`);
  parts.push(`<rect width="100%" height="100%" fill="${paper}"/>\n`);
  let solutionNamed = false;
  for (const mark of marks) {
    const solution = options.solutionColour !== undefined && mark.stroke === options.solutionColour;
    const name = solution ? (solutionNamed ? ' class="solution"' : ' id="solution" class="solution"') : '';
    if (solution) solutionNamed = true;
    parts.push(`<path${name} ${attributes(mark)} d="${mark.d}"/>\n`);
  }
  parts.push('</svg>\n');
  return parts.join('');
}
