import { lazy, Suspense } from 'react';
import { dailyShown } from '../../store/dailySlice';
import { useStore } from '../../store';
import { QuietBoundary } from '../QuietBoundary';
import { loadDailyCard, sayCodeMissing } from './loadDailyParts';

const DailyCard = lazy(() => loadDailyCard().then((module) => ({ default: module.DailyCard })));

/** The Solved dialog's place for a daily's result card: nothing on any other maze; the card's code loads with the first daily run. */
export function DailyResult() {
  const daily = useStore(dailyShown);
  if (!daily) return null;
  return (
    <QuietBoundary onError={sayCodeMissing}>
      <Suspense fallback={null}>
        <DailyCard daily={daily} />
      </Suspense>
    </QuietBoundary>
  );
}
