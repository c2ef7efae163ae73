import {
  fill,
  LineCapStyle,
  LineJoinStyle,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingColor,
  setLineJoin,
  type Color,
  type PDFPage,
} from 'pdf-lib';
import type { VectorMark } from '../render/vector/vectorContext';
import type { BookPlan, PlanItem } from './pagePlan';
import { LABEL_INK } from './pageSvg';

/** A fixed date for every book: the same options give the same bytes. */
const BOOK_DATE = new Date(Date.UTC(2000, 0, 1));

function colour(hex: string): Color {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

const CAPS: Readonly<Record<CanvasLineCap, LineCapStyle>> = { butt: LineCapStyle.Butt, round: LineCapStyle.Round, square: LineCapStyle.Projecting };
const JOINS: Readonly<Record<CanvasLineJoin, LineJoinStyle>> = { miter: LineJoinStyle.Miter, round: LineJoinStyle.Round, bevel: LineJoinStyle.Bevel };

/** A mark of a picture whose top left is at (x, y) from the page's top, in PDF's y-up points. */
function drawMark(page: PDFPage, mark: VectorMark, x: number, y: number, scale: number): void {
  // drawSvgPath flips y and scales the path and its line width alike; the join is set round it.
  // An opacity makes a graphics state each time: only marks that are not opaque ask for one.
  page.pushOperators(pushGraphicsState(), setLineJoin(JOINS[mark.lineJoin]));
  if (mark.fill !== null) page.drawSvgPath(mark.d, { x, y, scale, color: colour(mark.fill), ...(mark.alpha === 1 ? {} : { opacity: mark.alpha }) });
  else page.drawSvgPath(mark.d, { x, y, scale, borderColor: colour(mark.stroke ?? '#000000'), borderWidth: mark.lineWidth, borderLineCap: CAPS[mark.lineCap], ...(mark.alpha === 1 ? {} : { borderOpacity: mark.alpha }) });
  page.pushOperators(popGraphicsState());
}

function drawItem(page: PDFPage, item: PlanItem, height: number): void {
  switch (item.kind) {
    case 'picture': {
      const { picture, scale } = item;
      const top = height - item.y;
      page.drawRectangle({ x: item.x, y: top - picture.height * scale, width: picture.width * scale, height: picture.height * scale, color: colour(picture.paper) });
      for (const mark of picture.marks) drawMark(page, mark, item.x, top, scale);
      return;
    }
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
 * font embedded), QR modules as rectangles. Dated BOOK_DATE, so the same plan gives the same bytes.
 */
export async function bookPdf(plan: BookPlan): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(plan.title);
  pdf.setCreator('Maze print studio');
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(BOOK_DATE);
  pdf.setModificationDate(BOOK_DATE);
  for (const planned of plan.pages) {
    const page = pdf.addPage([planned.width, planned.height]);
    for (const item of planned.items) drawItem(page, item, planned.height);
  }
  return pdf.save();
}
