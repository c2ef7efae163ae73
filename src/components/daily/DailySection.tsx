import { lazy, Suspense, useId, useState } from 'react';
import { DAILY } from '../../i18n/daily';
import { useStore } from '../../store';
import { useText } from '../../store/useText';
import { QuietBoundary } from '../QuietBoundary';
import { focusMaze } from '../mazeFocus';
import { loadDailyArchive, sayCodeMissing } from './loadDailyParts';
import './daily.css';

const DailyArchive = lazy(() => loadDailyArchive().then((module) => ({ default: module.DailyArchive })));

/**
 * The Play tab's daily maze: "Daily maze" opens today's (the local date when pressed, so a page
 * left open past midnight gets the new day), and "Past days" opens the archive, whose code
 * loads only then.
 */
export function DailySection() {
  const text = useText(DAILY);
  const [archiveOpen, setArchiveOpen] = useState(false);
  const archiveId = useId();
  const openToday = () => void useStore.getState().openDaily().then(focusMaze);
  return (
    <section className="panel-section daily-section" aria-label={text.dailyMaze}>
      <div className="row">
        <button type="button" className="daily-button" onClick={openToday} title={text.dailyTitle}>
          {text.dailyMaze}
        </button>
        <button type="button" className="daily-past" aria-expanded={archiveOpen} aria-controls={archiveId} onClick={() => setArchiveOpen(!archiveOpen)}>
          {text.pastDays}
        </button>
      </div>
      <div id={archiveId} hidden={!archiveOpen}>
        {archiveOpen && (
          <QuietBoundary onError={sayCodeMissing}>
            <Suspense fallback={<p className="field-hint">{text.loadingArchive}</p>}>
              <DailyArchive />
            </Suspense>
          </QuietBoundary>
        )}
      </div>
    </section>
  );
}
