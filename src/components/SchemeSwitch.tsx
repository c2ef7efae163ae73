import { CHROME } from '../i18n/chrome';
import { useText } from '../store/useText';
import { useStore } from '../store';

/**
 * Dark mode, beside the language switch: one toggle, pressed when the page is dark. It opens as
 * the system prefers; a press is kept (store/pageScheme.ts). Its face is the stylesheet's
 * half-filled circle, the common sign for a light/dark switch; its name is its label.
 */
export function SchemeSwitch() {
  const dark = useStore((s) => s.scheme === 'dark');
  const setScheme = useStore((s) => s.setScheme);
  const label = useText(CHROME).darkMode;
  return (
    <button type="button" className="scheme-switch" aria-pressed={dark} aria-label={label} title={label} onClick={() => setScheme(dark ? 'light' : 'dark')} />
  );
}
