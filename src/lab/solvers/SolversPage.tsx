/** The solver lab: placeholder until it lands. */
export function SolversPage() {
  return <p>Solvers are coming.</p>;
}
