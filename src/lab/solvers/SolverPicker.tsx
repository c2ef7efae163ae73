import { SOLVER_IDS } from '../../core';
import { useStore } from '../../store';
import { SOLVER_NOTES } from '../../i18n/solverNotes';
import { SOLVERS_TEXT } from '../../i18n/solvers';
import { useText } from '../../store/useText';

/** The solver to watch: one radio button each, and what the chosen one does. */
export function SolverPicker({ onPick }: { onPick: () => void }) {
  const solver = useStore((s) => s.solver);
  const chooseSolver = useStore((s) => s.chooseSolver);
  const t = useText(SOLVERS_TEXT);
  const { notes, names } = useText(SOLVER_NOTES);
  return (
    <fieldset className="solver-picker">
      <legend>{t.solver}</legend>
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
            <span>{names[id]}</span>
          </label>
        ))}
      </div>
      <p className="lab-note">{notes[solver]}</p>
    </fieldset>
  );
}
