/**
 * Sizes a canvas's backing store to its CSS box in device pixels, so drawing stays crisp at
 * any devicePixelRatio; returns that size. Every canvas of the app calls it before a full draw.
 */
export function fitCanvas(canvas: HTMLCanvasElement): { width: number; height: number } {
  const ratio = window.devicePixelRatio || 1;
  const width = Math.max(1, Math.round(canvas.clientWidth * ratio));
  const height = Math.max(1, Math.round(canvas.clientHeight * ratio));
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  return { width, height };
}
