import { messageOf } from '../core/errors';

/**
 * Registers the service worker the build writes (sw.js, see vite.config.ts), which precaches the
 * whole build so that after the first visit the app opens and plays offline. Registration waits
 * for the page's load so the precache downloads do not compete with the first maze.
 * Without it the app still works online; the console says why it will not work offline.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
      .catch((error: unknown) => console.warn(`The app will not work offline: ${messageOf(error)}`));
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
