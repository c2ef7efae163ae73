import { useStore } from '../store';
import { SPEECH } from '../i18n/speech';
import { useText } from '../store/useText';

/**
 * Over the maze, after a tap asked for the solution during a run: says that a second tap shows
 * it and that the run will then count as assisted. It sits over the canvas, so nothing moves.
 */
export function SolutionAsked() {
  const asked = useStore((s) => s.solutionAsked);
  const text = useText(SPEECH);
  if (!asked) return null;
  return (
    <p className="solution-asked" aria-hidden="true">
      {text.solutionAsked}
    </p>
  );
}
