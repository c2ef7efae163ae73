/** Every path through a 0/1 matrix: placeholder until it lands. */
export function PathsPage() {
  return <p>Paths are coming.</p>;
}
