import { useStore } from '../store';
import { PLAY } from '../i18n/play';
import { useText } from '../store/useText';

/**
 * After a tap asked for the solution during a run: a second tap shows it, and the run will then
 * count as assisted. Said in the status line on a wide screen and in place of the phone's hint
 * on a narrow one, so it covers nothing of the maze and nothing moves; the live region says it
 * in full.
 */
export function SolutionAsked({ instead }: { instead?: string }) {
  const asked = useStore((s) => s.solutionAsked);
  const text = useText(PLAY);
  if (!asked) return instead ?? null;
  return <span className="solution-asked">{text.solutionAsked}</span>;
}
