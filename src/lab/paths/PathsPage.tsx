import { useEffect, useRef } from 'react';
import { useBringIntoView } from './bringIntoView';
import { useStore } from '../../store';
import { Counters } from './Counters';
import { EditorCanvas, EditorFrame } from './EditorCanvas';
import { EditorToolbar } from './EditorToolbar';
import { EndpointsInfo } from './EndpointsInfo';
import { HowMany } from './HowMany';
import { ListExport } from './ListExport';
import { ListStatus } from './ListStatus';
import { MazeTextBox } from './MazeTextBox';
import { PathDetail } from './PathDetail';
import { PathList } from './PathList';
import { ReplacedNotice } from './ReplacedNotice';
import { RunControls } from './RunControls';
import { SolveInLab } from './SolveInLab';
import { TooMany } from './TooMany';
import { PATHS_TEXT } from '../../i18n/paths';
import { useText } from '../../store/useText';
import './paths.css';

/**
 * Every path through a 0/1 grid (source 3, the "number maze"): the editor on one side, the
 * listing on the other. Listing and counting run in Web Workers; this page only shows them.
 */
export function PathsPage() {
  const prepare = useStore((s) => s.preparePathsWorkers);
  const t = useText(PATHS_TEXT);
  const results = useRef<HTMLElement>(null);
  useBringIntoView(results, useStore((s) => (s.pathsListing.status === 'idle' ? null : s.pathsListing.startedAt)));
  useEffect(() => {
    // When the page is idle, not on the first click: starting two workers takes a few ms.
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(prepare, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(prepare, 200);
    return () => clearTimeout(id);
  }, [prepare]);

  // Four cards: on a wide screen the grid, "How many?" and the grid's text on the left, the
  // listing on the right; on a phone the listing comes straight after the grid, then "How
  // many?", then the text, so the count and the list are a short scroll from the grid.
  return (
    <div className="paths-page">
      <section className="paths-card paths-editor" aria-labelledby="paths-editor-title">
        <h2 id="paths-editor-title">{t.gridHeading}</h2>
        <ReplacedNotice />
        <EditorToolbar />
        <EditorFrame>
          <EditorCanvas />
        </EditorFrame>
        <EndpointsInfo />
      </section>
      <section ref={results} className="paths-card paths-results" aria-labelledby="paths-results-title">
        <h2 id="paths-results-title">{t.everyPath}</h2>
        <RunControls />
        <Counters />
        <TooMany />
        <ListStatus />
        <PathList />
        <PathDetail />
        <ListExport />
      </section>
      <HowMany />
      <section className="paths-card paths-source" aria-label={t.gridAsText}>
        <MazeTextBox />
        <SolveInLab />
      </section>
    </div>
  );
}
