import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { isCellMaze } from './game/shapeSettings';
import { namesMaze, openingQuery, settingsFromQuery } from './game/url';
import { pageOpeningLanguage } from './store/pageLanguage';
import { registerServiceWorker } from './pwa/registerServiceWorker';
import { useStore } from './store';
import './styles.css';

/** The longest the first render waits for Chinese words before showing the page in English. */
const CHINESE_WAIT_MS = 1500;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// A link to a maze of cells (or a kept one, on a reload) fetches the code that makes and draws it while React starts, not
// after: the store and the canvas ask for the same modules when they need them (a failed fetch
// here is theirs to report).
const openingMaze = openingQuery(window.location.search, useStore.getState().keptQuery);
// (Read with a stand-in seed: only the shape matters here, and the store makes the real one.)
if (namesMaze(openingMaze) && isCellMaze(settingsFromQuery(openingMaze, () => 'opening').settings)) {
  void import('./workers/cellGeneration').catch(() => undefined);
  void import('./components/cellPainter').catch(() => undefined);
}

// A page opening in Chinese loads its words before the first render, so it never shows English
// first; the notices the store made at boot are said again in Chinese. A failed load opens in
// English, with a notice saying so. (No top-level await: the Chinese chunk imports this one.)
const opening = pageOpeningLanguage();
if (useStore.getState().language === opening) render();
else {
  // A load that stalls (a weak phone network) must not keep the page blank: after a moment the
  // page opens in English, and switches when the words arrive (openInLanguage still wants them).
  const stalled = new Promise<void>((resolve) => setTimeout(resolve, CHINESE_WAIT_MS));
  void Promise.race([useStore.getState().openInLanguage(opening), stalled]).then(render);
}

// Only the production build has a service worker: in development it would cache stale modules.
if (import.meta.env.PROD) registerServiceWorker();
