import type { ShapeId } from '../topology';
import { hexGeometry } from './hex';
import { polarGeometry } from './polar';
import type { ShapeGeometry } from './shapeGeometry';
import { squareGeometry } from './square';
import { triangleGeometry } from './triangle';
import { upsilonGeometry } from './upsilon';

/** Every shape's geometry by its id: a new shape adds its file and one line here. */
export const GEOMETRIES: Readonly<Record<ShapeId, ShapeGeometry>> = {
  square: squareGeometry,
  hex: hexGeometry,
  triangle: triangleGeometry,
  upsilon: upsilonGeometry,
  polar: polarGeometry,
};
