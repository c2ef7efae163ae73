import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Announcer } from './components/Announcer';
import { ErrorBoundary } from './components/ErrorBoundary';
import { Notices } from './components/Notices';
import { PlayPage } from './components/PlayPage';
import { TabList, TabPanel } from './components/Tabs';
import { settingsToQuery } from './game/url';
import { playAction } from './input/playAction';
import { useKeyboard } from './input/useKeyboard';
import { useGame } from './store';
import { isTabId, type TabId } from './store/uiSlice';

/**
 * Keeps the address bar on the maze shown and the tab chosen. A tab, or a new maze, is a step in
 * the browser's history, so Back returns to the tab or the maze before (a shared maze is not
 * lost by one New maze); the first maze of a visit only fills in the link it was opened with.
 */
function useUrlSync() {
  useEffect(() => {
    // While Back or Forward is being followed, the address bar is already right: no new entry.
    let restoring = false;
    const fromHash = () => {
      const id = window.location.hash.slice(1);
      useGame.getState().setTab(isTabId(id) ? id : 'play');
    };
    const onPopState = () => {
      restoring = true;
      fromHash();
      const { settings, openQuery } = useGame.getState();
      const wanted = window.location.search;
      if (wanted && (!settings || settingsToQuery(settings) !== wanted)) void openQuery(wanted).finally(() => (restoring = false));
      else restoring = false;
    };
    if (isTabId(window.location.hash.slice(1))) fromHash();
    void useGame.getState().openQuery(window.location.search);
    window.addEventListener('hashchange', fromHash);
    window.addEventListener('popstate', onPopState);
    const unsubscribe = useGame.subscribe((state, previous) => {
      if (state.settings === previous.settings && state.tab === previous.tab) return;
      const query = state.settings ? settingsToQuery(state.settings) : window.location.search;
      const hash = state.tab === 'play' && !window.location.hash ? '' : `#${state.tab}`;
      const url = `${window.location.pathname}${query}${hash}`;
      if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
      const firstMaze = previous.settings === null && state.tab === previous.tab;
      if (restoring || firstMaze) window.history.replaceState(null, '', url);
      else window.history.pushState(null, '', url);
    });
    return () => {
      window.removeEventListener('hashchange', fromHash);
      window.removeEventListener('popstate', onPopState);
      unsubscribe();
    };
  }, []);
}

// The labs load when first opened: playing needs none of their code, workers or styles.
const SolversPage = lazy(() => import('./lab/solvers/SolversPage').then((module) => ({ default: module.SolversPage })));
const PathsPage = lazy(() => import('./lab/paths/PathsPage').then((module) => ({ default: module.PathsPage })));

/** A run's clock stops while the page is hidden (another browser tab, a locked phone) and goes on when it is back. */
function usePauseWhileHidden() {
  useEffect(() => {
    const onVisibility = () => {
      const state = useGame.getState();
      if (document.hidden) state.pauseClock();
      else if (state.tab === 'play') state.resumeClock();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
}

/** Each tab opens at its top, not at the scroll position the last one was left at. */
function useScrollTopOnTabChange() {
  const tab = useGame((s) => s.tab);
  const shown = useRef(tab);
  useEffect(() => {
    if (shown.current === tab) return;
    shown.current = tab;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [tab]);
}

/** Which tabs have been shown, so their content mounts on first use and then stays. */
function useVisitedTabs(): ReadonlySet<TabId> {
  const tab = useGame((s) => s.tab);
  const [visited, setVisited] = useState<ReadonlySet<TabId>>(() => new Set([tab]));
  if (!visited.has(tab)) setVisited(new Set([...visited, tab]));
  return visited;
}

const TAGLINES: Record<TabId, string> = {
  play: 'Arrow keys or WASD to walk, swipe on a phone · H or a click on the maze for the solution',
  solvers: 'Watch six solvers think, from DFS to A*, race them, watch generators carve',
  paths: 'Draw a 0/1 maze, list every path from start to goal, count them exactly',
};

/** On a maze of cells the keys add diagonals, and a click beside the player steps there. */
const CELLS_TAGLINE = 'Arrows, WASD and Q E Z C (diagonals) to walk, or click a cell beside you · H or a click further off for the solution';

function Tagline() {
  const tab = useGame((s) => s.tab);
  const onCells = useGame((s) => s.shaped !== null);
  return <p className="tagline">{tab === 'play' && onCells ? CELLS_TAGLINE : TAGLINES[tab]}</p>;
}

export function App() {
  useUrlSync();
  useScrollTopOnTabChange();
  usePauseWhileHidden();
  const visited = useVisitedTabs();
  const onPlayTab = useCallback(() => useGame.getState().tab === 'play', []);
  useKeyboard(playAction, onPlayTab);

  return (
    <div className="app">
      <header className="app-header">
        <h1>Maze</h1>
        <TabList />
        <Tagline />
      </header>
      <Notices />
      <main>
        <TabPanel id="play" visited={visited.has('play')}>
          <ErrorBoundary>
            <PlayPage />
          </ErrorBoundary>
        </TabPanel>
        <TabPanel id="solvers" visited={visited.has('solvers')}>
          <ErrorBoundary>
            <Suspense fallback={<p className="loading">Loading the Solvers lab…</p>}>
              <SolversPage />
            </Suspense>
          </ErrorBoundary>
        </TabPanel>
        <TabPanel id="paths" visited={visited.has('paths')}>
          <ErrorBoundary>
            <Suspense fallback={<p className="loading">Loading the Paths lab…</p>}>
              <PathsPage />
            </Suspense>
          </ErrorBoundary>
        </TabPanel>
      </main>
      <Announcer />
    </div>
  );
}
