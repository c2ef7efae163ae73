import { fill, PDFDocument, popGraphicsState, pushGraphicsState, rectangle, rgb, setFillingColor, type Color, type PDFPage } from 'pdf-lib';
import { num } from '../render/vector/vectorContext';
import type { BookPlan, PagePlan, PictureItem, PlanItem } from './pagePlan';
import { svgPathToPdf } from './pdfPath';
import { LABEL_INK } from './pageSvg';

/** A fixed date for every book: the same options give the same bytes. */
const BOOK_DATE = new Date(Date.UTC(2000, 0, 1));

function rgbOf(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}

function colour(hex: string): Color {
  return rgb(...rgbOf(hex));
}

/** A colour as PDF operands, to a thousandth. */
function operands(hex: string): string {
  return rgbOf(hex).map((part) => String(Math.round(part * 1000) / 1000)).join(' ');
}

const CAPS: Readonly<Record<CanvasLineCap, number>> = { butt: 0, round: 1, square: 2 };
const JOINS: Readonly<Record<CanvasLineJoin, number>> = { miter: 0, round: 1, bevel: 2 };

/**
 * A picture as PDF content text: one `cm` places it (PDF's y points up: the picture's y is
 * flipped and scaled), its paper, then each mark in its own graphics state, line widths in the
 * picture's units as the scale makes them. `alpha` names the graphics state of an opacity.
 */
function pictureContent(item: PictureItem, pageHeight: number, alpha: (value: number) => string): string {
  const { picture, scale } = item;
  const parts = [`q ${scale} 0 0 ${-scale} ${num(item.x)} ${num(pageHeight - item.y)} cm`, `${operands(picture.paper)} rg 0 0 ${num(picture.width)} ${num(picture.height)} re f`];
  for (const mark of picture.marks) {
    parts.push('q');
    if (mark.alpha !== 1) parts.push(`${alpha(mark.alpha)} gs`);
    if (mark.fill !== null) parts.push(`${operands(mark.fill)} rg`, svgPathToPdf(mark.d), 'f');
    else parts.push(`${operands(mark.stroke ?? '#000000')} RG ${num(mark.lineWidth)} w ${CAPS[mark.lineCap]} J ${JOINS[mark.lineJoin]} j`, svgPathToPdf(mark.d), 'S');
    parts.push('Q');
  }
  parts.push('Q');
  return parts.join('\n');
}

/** Deflate (zlib's format, PDF's FlateDecode) by the platform's own compressor, in Node and in a worker alike. */
async function deflate(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * A page's pictures as one content stream of its own, compressed natively (pdf-lib's JavaScript
 * deflate was most of a book's time). Returns when the stream is added; pages compress in parallel.
 */
async function drawPictures(pdf: PDFDocument, page: PDFPage, planned: PagePlan): Promise<void> {
  const states = new Map<number, string>();
  const alpha = (value: number): string => {
    let name = states.get(value);
    if (name === undefined) {
      name = page.node.newExtGState('GS', pdf.context.obj({ ca: value, CA: value })).toString();
      states.set(value, name);
    }
    return name;
  };
  const content = planned.items.filter((item) => item.kind === 'picture').map((item) => pictureContent(item, planned.height, alpha));
  if (content.length === 0) return;
  // The reference is made now, so the page's streams keep their order whatever finishes first.
  const ref = pdf.context.nextRef();
  page.node.addContentStream(ref);
  pdf.context.assign(ref, pdf.context.stream(await deflate(content.join('\n')), { Filter: 'FlateDecode' }));
}

function drawItem(page: PDFPage, item: PlanItem, height: number): void {
  switch (item.kind) {
    case 'picture':
      return; // drawPictures
    case 'text':
      if (item.d !== '') page.drawSvgPath(item.d, { x: item.x, y: height - item.y, color: colour(LABEL_INK) });
      return;
    case 'qr': {
      const { module } = item;
      const top = height - item.y;
      page.pushOperators(
        pushGraphicsState(),
        setFillingColor(colour(LABEL_INK)),
        ...item.modules.runs.map(([column, row, length]) => rectangle(item.x + column * module, top - (row + 1) * module, length * module, module)),
        fill(),
        popGraphicsState(),
      );
      return;
    }
  }
}

/**
 * The book as a PDF: one PDF page a plan page, every mark a vector path, labels as paths (no
 * font embedded, drawn by pdf-lib's drawSvgPath, which reads every SVG command a glyph may
 * use), QR modules as rectangles. Dated BOOK_DATE, so the same plan gives the same bytes.
 */
export async function bookPdf(plan: BookPlan): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(plan.title);
  pdf.setCreator('Maze print studio');
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(BOOK_DATE);
  pdf.setModificationDate(BOOK_DATE);
  const pictures: Promise<void>[] = [];
  for (const planned of plan.pages) {
    const page = pdf.addPage([planned.width, planned.height]);
    pictures.push(drawPictures(pdf, page, planned));
    for (const item of planned.items) drawItem(page, item, planned.height);
  }
  await Promise.all(pictures);
  return pdf.save();
}
