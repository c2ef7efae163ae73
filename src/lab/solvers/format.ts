/** Milliseconds for people: enough digits to compare solvers, never a wall of them. */
export function formatMs(ms: number): string {
  if (ms < 0.001) return '< 0.001';
  if (ms < 1) return ms.toFixed(3);
  if (ms < 100) return ms.toFixed(2);
  return Math.round(ms).toLocaleString('en-US');
}

export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}
