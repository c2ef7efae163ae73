import QRCode from 'qrcode';

/** A QR code's dark modules as rectangles in module units: one a run of dark modules along a row. */
export interface QrModules {
  /** Modules a side. */
  readonly size: number;
  readonly version: number;
  /** [column, row, run length], each run one module high. */
  readonly runs: readonly (readonly [column: number, row: number, length: number])[];
}

/**
 * The QR code of `text` (error correction M: a crease or a smudge still reads), at `version`
 * when given, so a book's codes can all be the size of its longest link's. Runs of dark modules
 * along a row are merged: the same picture in far fewer rectangles.
 */
export function qrModules(text: string, version?: number): QrModules {
  const code = QRCode.create(text, version === undefined ? { errorCorrectionLevel: 'M' } : { errorCorrectionLevel: 'M', version });
  const { size, data } = code.modules;
  const runs: [number, number, number][] = [];
  for (let row = 0; row < size; row++) {
    let column = 0;
    while (column < size) {
      if (!data[row * size + column]) {
        column++;
        continue;
      }
      const first = column;
      while (column < size && data[row * size + column]) column++;
      runs.push([first, row, column - first]);
    }
  }
  return { size, version: code.version, runs };
}
