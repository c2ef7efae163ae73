import { CHROME } from '../i18n/chrome';
import { LANGUAGE_NAMES, LANGUAGES, HTML_LANG } from '../i18n/language';
import { useText } from '../store/useText';
import { useStore } from '../store';

/**
 * 中文 / English, always in the header: each language named in itself, the chosen one pressed.
 * Chinese loads when first chosen (a few ms): the switch is busy meanwhile.
 */
export function LanguageSwitch() {
  const language = useStore((s) => s.language);
  const loading = useStore((s) => s.languageLoading);
  const setLanguage = useStore((s) => s.setLanguage);
  const text = useText(CHROME);
  return (
    <div className="language-switch" role="group" aria-label={text.language} aria-busy={loading !== null}>
      {LANGUAGES.map((id) => (
        <button key={id} type="button" className="small" lang={HTML_LANG[id]} aria-pressed={language === id} onClick={() => void setLanguage(id)}>
          {LANGUAGE_NAMES[id]}
        </button>
      ))}
    </div>
  );
}
