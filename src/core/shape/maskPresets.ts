import { centreBounds } from './centreBounds';
import { checkMaskSize, type Mask } from './mask';
import { piecesOf } from './pieces';
import { gridTopology, maskTopology, type GridShapeId } from './shapeTopology';

export const MASK_PRESET_IDS = ['circle', 'heart', 'star', 'diamond'] as const;
export type MaskPresetId = (typeof MASK_PRESET_IDS)[number];

export function isMaskPresetId(value: string): value is MaskPresetId {
  return (MASK_PRESET_IDS as readonly string[]).includes(value);
}

/** Whether a point lies inside an outline; u right and v down, the outline within [-1, 1]². */
type Outline = (u: number, v: number) => boolean;

/** The five-pointed star's corners, pointing up; inner corners at half the radius keep its points fat enough to stay joined on small grids. */
const STAR: readonly (readonly [number, number])[] = Array.from({ length: 10 }, (_, k) => {
  const radius = k % 2 === 0 ? 1 : 0.47;
  const angle = -Math.PI / 2 + (k * Math.PI) / 5;
  // Its lowest points sit at 0.81 of the radius: lowered by half the gap, it is centred.
  return [radius * Math.cos(angle), radius * Math.sin(angle) + 0.095] as const;
});

/** Point in polygon by the even–odd rule. */
function insidePolygon(corners: readonly (readonly [number, number])[], u: number, v: number): boolean {
  let inside = false;
  for (let i = 0, j = corners.length - 1; i < corners.length; j = i++) {
    const [ui, vi] = corners[i]!;
    const [uj, vj] = corners[j]!;
    if (vi > v !== vj > v && u < ((uj - ui) * (v - vi)) / (vj - vi) + ui) inside = !inside;
  }
  return inside;
}

const OUTLINES: Readonly<Record<MaskPresetId, Outline>> = {
  circle: (u, v) => u * u + v * v <= 1,
  diamond: (u, v) => Math.abs(u) + Math.abs(v) <= 1,
  // The heart curve (x² + y² − 1)³ ≤ x²y³ (y up), scaled and raised to fill the box.
  heart: (u, v) => {
    const x = u * 1.15;
    const y = -v * 1.1 + 0.12;
    const r = x * x + y * y - 1;
    return r * r * r - x * x * y * y * y <= 0;
  },
  star: (u, v) => insidePolygon(STAR, u, v),
};

/**
 * A preset outline fitted to a W×H grid of a shape as that shape draws it: each slot is a cell
 * when its centre lies inside the outline, which is scaled evenly (a circle stays round on hex
 * and triangle cells) to the largest square centred on the grid's centres, half a cell beyond
 * the outermost. Deterministic. Where an outline's thin tips fall apart from its body on a
 * small grid (cells join only across a side), only the largest piece is kept, so the mask is
 * always one piece.
 */
export function presetMask(id: MaskPresetId, shape: GridShapeId, width: number, height: number): Mask {
  checkMaskSize(width, height);
  const outline = OUTLINES[id];
  const whole = gridTopology(shape, width, height);
  const { minX, minY, maxX, maxY } = centreBounds(whole);
  const centreX = (minX + maxX) / 2;
  const centreY = (minY + maxY) / 2;
  const radius = Math.min(maxX - minX, maxY - minY) / 2 + 0.5;
  const cells = new Uint8Array(width * height);
  for (let slot = 0; slot < whole.cellCount; slot++) {
    const u = (whole.centres[2 * slot]! - centreX) / radius;
    const v = (whole.centres[2 * slot + 1]! - centreY) / radius;
    if (outline(u, v)) cells[slot] = 1;
  }
  return largestPiece(shape, { width, height, cells });
}

/** The mask with only its largest piece kept (the first of equal ones); a mask in one piece comes back as it is. */
export function largestPiece(shape: GridShapeId, mask: Mask): Mask {
  const topology = maskTopology(gridTopology(shape, mask.width, mask.height), mask);
  const { pieceOf, sizes } = piecesOf(topology);
  if (sizes.length <= 1) return mask;
  let largest = 0;
  for (let piece = 1; piece < sizes.length; piece++) if (sizes[piece]! > sizes[largest]!) largest = piece;
  const cells = new Uint8Array(mask.cells.length);
  for (let cell = 0; cell < topology.cellCount; cell++) if (pieceOf[cell] === largest) cells[topology.slots![cell]!] = 1;
  return { width: mask.width, height: mask.height, cells };
}
