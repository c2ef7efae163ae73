import { formatDuration } from '../../game/time';
import { ANALYSIS } from '../../i18n/analysis';
import { useStore } from '../../store';
import { useText } from '../../store/useText';
import { formatTarget, shownTarget } from './targetTime';

/** In the Solved dialog of a time trial: the target, and whether it was beaten and by how much. */
export function TimeTrialVerdict({ ms }: { readonly ms: number }) {
  const text = useText(ANALYSIS);
  const timeTrial = useStore((s) => s.playMode === 'timeTrial');
  const target = useStore(shownTarget);
  if (!timeTrial || target === null) return null;
  return (
    <>
      <dt>{text.targetLabel}</dt>
      <dd>
        {text.target(formatTarget(target))} · {ms <= target ? text.beaten(formatDuration(target - ms)) : text.missed(formatDuration(ms - target))}
      </dd>
    </>
  );
}
