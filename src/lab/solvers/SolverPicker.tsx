import { SOLVER_IDS, SOLVERS } from '../../core';
import { useGame } from '../../store';
import { SOLVER_NOTES } from './solverNotes';

/** The solver to watch: one radio button each, and what the chosen one does. */
export function SolverPicker({ onPick }: { onPick: () => void }) {
  const solver = useGame((s) => s.solver);
  const chooseSolver = useGame((s) => s.chooseSolver);
  return (
    <fieldset className="solver-picker">
      <legend>Solver</legend>
      <div className="segmented">
        {SOLVER_IDS.map((id) => (
          <label key={id} className="segment">
            <input
              type="radio"
              name="lab-solver"
              value={id}
              checked={solver === id}
              onChange={() => {
                onPick();
                chooseSolver(id);
              }}
            />
            <span>{SOLVERS[id].label}</span>
          </label>
        ))}
      </div>
      <p className="lab-note">{SOLVER_NOTES[solver]}</p>
    </fieldset>
  );
}
