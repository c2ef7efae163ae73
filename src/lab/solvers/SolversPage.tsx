import { GeneratorWatch } from './GeneratorWatch';
import { RaceSection } from './RaceSection';
import { SolverWatch } from './SolverWatch';
import './solvers.css';
// The lab's worker client loads with the lab, so the first run need not wait for it.
import '../../workers/solversClient';

/** The solver lab: watch one solver, race them all, watch a generator carve. */
export function SolversPage() {
  return (
    <div className="solvers-lab">
      <SolverWatch />
      <RaceSection />
      <GeneratorWatch />
    </div>
  );
}
