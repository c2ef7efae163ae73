import { num, type VectorMark } from '../render/vector/vectorContext';
import type { BookPlan, PlanItem } from './pagePlan';

/** The ink of labels and QR codes. */
export const LABEL_INK = '#000000';

function markSvg(mark: VectorMark): string {
  const paint = mark.fill !== null
    ? `fill="${mark.fill}"`
    : `fill="none" stroke="${mark.stroke}" stroke-width="${num(mark.lineWidth)}" stroke-linecap="${mark.lineCap}" stroke-linejoin="${mark.lineJoin}"`;
  return `<path ${paint}${mark.alpha === 1 ? '' : ` opacity="${num(mark.alpha)}"`} d="${mark.d}"/>`;
}

function itemSvg(item: PlanItem): string {
  switch (item.kind) {
    case 'picture': {
      const { picture } = item;
      return [
        `<g transform="translate(${num(item.x)} ${num(item.y)}) scale(${item.scale})">`,
        `<rect width="${num(picture.width)}" height="${num(picture.height)}" fill="${picture.paper}"/>`,
        ...picture.marks.map(markSvg),
        '</g>',
      ].join('');
    }
    case 'text':
      return `<path fill="${LABEL_INK}" transform="translate(${num(item.x)} ${num(item.y)})" d="${item.d}"/>`;
    case 'qr': {
      const rects = item.modules.runs.map(([column, row, length]) => `<rect x="${column}" y="${row}" width="${length}" height="1"/>`);
      return `<g fill="${LABEL_INK}" shape-rendering="crispEdges" transform="translate(${num(item.x)} ${num(item.y)}) scale(${item.module})">${rects.join('')}</g>`;
    }
  }
}

/** One page of a book as an SVG document in points (the studio's preview): the same geometry as its PDF page. */
export function pageSvg(plan: BookPlan, pageIndex: number): string {
  const page = plan.pages[pageIndex];
  if (!page) throw new RangeError(`the book has ${plan.pages.length} pages, not a page ${pageIndex + 1}`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(page.width)} ${num(page.height)}" width="${num(page.width)}pt" height="${num(page.height)}pt">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    ...page.items.map(itemSvg),
    '</svg>\n',
  ].join('\n');
}
