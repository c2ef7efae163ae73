import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { onCells } from './game/shapeSettings';
import { namesMaze, settingsFromQuery } from './game/url';
import { openingLanguage } from './i18n/language';
import { registerServiceWorker } from './pwa/registerServiceWorker';
import { useGame } from './store';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// A link to a maze of cells fetches the code that makes and draws it while React starts, not
// after: the store and the canvas ask for the same modules when they need them (a failed fetch
// here is theirs to report).
if (namesMaze(window.location.search) && onCells(settingsFromQuery(window.location.search, () => '').settings)) {
  void import('./workers/cellGeneration').catch(() => undefined);
  void import('./components/cellPainter').catch(() => undefined);
}

// A page opening in Chinese loads its words before the first render, so it never shows English
// first; the notices the store made at boot are said again in Chinese. A failed load opens in
// English, with a notice saying so. (No top-level await: the Chinese chunk imports this one.)
const opening = openingLanguage();
if (useGame.getState().language === opening) render();
else void useGame.getState().openInLanguage(opening).then(render);

// Only the production build has a service worker: in development it would cache stale modules.
if (import.meta.env.PROD) registerServiceWorker();
