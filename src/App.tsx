import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Announcer } from './components/Announcer';
import { LanguageSwitch } from './components/LanguageSwitch';
import { SchemeSwitch } from './components/SchemeSwitch';
import { ErrorBoundary } from './components/ErrorBoundary';
import { Notices } from './components/Notices';
import { PlayPage } from './components/PlayPage';
import { TabList, TabPanel } from './components/Tabs';
import type { MazeSettings } from './game/settings';
import { settingsToQuery } from './game/url';
import { playAction, playTakes } from './input/playAction';
import { useKeyboard } from './input/useKeyboard';
import { CHROME } from './i18n/chrome';
import { HTML_LANG, languageFromQuery, type Language } from './i18n/language';
import { useText } from './store/useText';
import { useStore } from './store';
import { isTabId, type TabId } from './store/uiSlice';
import { dailyLinkOf } from './store/dailySlice';
import { dailyLinkDay } from './game/daily/dailyLink';

/**
 * Keeps the address bar on the maze shown and the tab chosen. A tab, or a new maze, is a step in
 * the browser's history, so Back returns to the tab or the maze before (a shared maze is not
 * lost by one New maze); the first maze of a visit only fills in the link it was opened with.
 */
function useUrlSync() {
  useEffect(() => {
    // While Back or Forward is being followed, the address bar is already right: no new entry.
    let restoring = false;
    const namesLanguage = languageFromQuery(window.location.search) !== null;
    const queryOf = (settings: MazeSettings | null, language: Language) =>
      withLanguage(settings ? settingsToQuery(settings) : window.location.search, namesLanguage ? language : null);
    const fromHash = () => {
      const id = window.location.hash.slice(1);
      useStore.getState().setTab(isTabId(id) ? id : 'play');
    };
    const onPopState = () => {
      restoring = true;
      fromHash();
      const { settings, openQuery } = useStore.getState();
      const wanted = window.location.search;
      if (wanted && (!settings || queryOf(settings, languageFromQuery(wanted) ?? useStore.getState().language) !== wanted)) void openQuery(wanted).finally(() => (restoring = false));
      else restoring = false;
    };
    if (isTabId(window.location.hash.slice(1))) fromHash();
    // A daily link (#daily, #daily=YYYY-MM-DD) opens that day's maze, whatever the query says.
    const dailyLinked = () => dailyLinkDay(window.location.hash);
    const day = dailyLinked();
    void (day === null ? useStore.getState().openQuery(window.location.search) : useStore.getState().openDaily(day));
    const onHashChange = () => (dailyLinked() === null ? fromHash() : void useStore.getState().openDaily(dailyLinked()!));
    window.addEventListener('hashchange', onHashChange);
    window.addEventListener('popstate', onPopState);
    const unsubscribe = useStore.subscribe((state, previous) => {
      if (state.settings === previous.settings && state.tab === previous.tab && state.language === previous.language && state.daily === previous.daily) return;
      const query = queryOf(state.settings, state.language);
      const daily = dailyLinkOf(state);
      const hash = state.tab === 'play' && daily ? daily : state.tab === 'play' && !window.location.hash ? '' : `#${state.tab}`;
      const url = `${window.location.pathname}${query}${hash}`;
      if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
      const firstMaze = previous.settings === null && state.tab === previous.tab && state.language === previous.language;
      // A language is no place to go back to: switching it only rewrites the link.
      const languageOnly = state.settings === previous.settings && state.tab === previous.tab;
      if (restoring || firstMaze || languageOnly) window.history.replaceState(null, '', url);
      else window.history.pushState(null, '', url);
    });
    return () => {
      window.removeEventListener('hashchange', onHashChange);
      window.removeEventListener('popstate', onPopState);
      unsubscribe();
    };
  }, []);
}

/**
 * A link opened with `?lang=` keeps naming its language as the maze changes (following the
 * switch), so it can be shared as it is; a link without one stays exactly the maze's query.
 */
function withLanguage(query: string, language: Language | null): string {
  if (language === null) return query;
  // Appended as text, not re-encoded: the maze's own query stays exactly settingsToQuery's.
  const rest = query.replace(/^\?/, '').split('&').filter((part) => part !== '' && !part.startsWith('lang='));
  return `?${[...rest, `lang=${language}`].join('&')}`;
}

/** `<html lang>`, the title and the description follow the chosen language, for screen readers, fonts and search. */
function useDocumentLanguage() {
  const language = useStore((s) => s.language);
  useEffect(() => {
    const text = CHROME[language];
    document.documentElement.lang = HTML_LANG[language];
    document.title = text.documentTitle;
    document.querySelector('meta[name="description"]')?.setAttribute('content', text.description);
  }, [language]);
}

// The labs load when first opened: playing needs none of their code, workers or styles. A lab
// page shows once its page and the labs' actions (the store's installLabs) have both loaded.
const SolversPage = lazy(() => Promise.all([import('./lab/solvers/SolversPage'), useStore.getState().installLabs()]).then(([module]) => ({ default: module.SolversPage })));
// The Print studio loads the same way: its code, pdf-lib and qrcode come only when it opens.
const PrintStudio = lazy(() => import('./print/studio/PrintStudio').then((module) => ({ default: module.PrintStudio })));
const PathsPage = lazy(() => Promise.all([import('./lab/paths/PathsPage'), useStore.getState().installLabs()]).then(([module]) => ({ default: module.PathsPage })));

/** A run's clock stops while the page is hidden (another browser tab, a locked phone) and goes on when it is back. */
function usePauseWhileHidden() {
  useEffect(() => {
    const onVisibility = () => {
      const state = useStore.getState();
      if (document.hidden) state.pauseClock();
      else if (state.tab === 'play') state.resumeClock();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
}

/** Each tab opens at its top, not at the scroll position the last one was left at. */
function useScrollTopOnTabChange() {
  const tab = useStore((s) => s.tab);
  const shown = useRef(tab);
  useEffect(() => {
    if (shown.current === tab) return;
    shown.current = tab;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [tab]);
}

/** Which tabs have been shown, so their content mounts on first use and then stays. */
function useVisitedTabs(): ReadonlySet<TabId> {
  const tab = useStore((s) => s.tab);
  const [visited, setVisited] = useState<ReadonlySet<TabId>>(() => new Set([tab]));
  if (!visited.has(tab)) setVisited(new Set([...visited, tab]));
  return visited;
}

function Tagline() {
  const tab = useStore((s) => s.tab);
  const text = useText(CHROME);
  return <p className="tagline">{text.taglines[tab]}</p>;
}

/**
 * Marks when the page has started (performance mark `page-started`): its first render committed.
 * What ran before it is the page's start (the bundle parsed, the link read, the first render);
 * the browser tests bound the tasks after it by what a person would notice, and the start apart.
 */
function usePageStartedMark() {
  useEffect(() => {
    if (typeof performance.mark === 'function' && performance.getEntriesByName('page-started').length === 0) performance.mark('page-started');
  }, []);
}

export function App() {
  usePageStartedMark();
  useUrlSync();
  useDocumentLanguage();
  const text = useText(CHROME);
  useScrollTopOnTabChange();
  usePauseWhileHidden();
  const visited = useVisitedTabs();
  useKeyboard(playAction, playTakes);

  return (
    <div className="app">
      <header className="app-header">
        <h1>{text.title}</h1>
        <TabList />
        <div className="header-switches">
          <SchemeSwitch />
          <LanguageSwitch />
        </div>
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
            <Suspense fallback={<p className="loading">{text.loadingSolvers}</p>}>
              <SolversPage />
            </Suspense>
          </ErrorBoundary>
        </TabPanel>
        <TabPanel id="paths" visited={visited.has('paths')}>
          <ErrorBoundary>
            <Suspense fallback={<p className="loading">{text.loadingPaths}</p>}>
              <PathsPage />
            </Suspense>
          </ErrorBoundary>
        </TabPanel>
        <TabPanel id="print" visited={visited.has('print')}>
          <ErrorBoundary>
            <Suspense fallback={<p className="loading">{text.loadingPrint}</p>}>
              <PrintStudio />
            </Suspense>
          </ErrorBoundary>
        </TabPanel>
      </main>
      <Announcer />
    </div>
  );
}
