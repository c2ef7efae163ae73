import { CHROME } from '../i18n/chrome';
import { LANGUAGE_NAMES, LANGUAGES, HTML_LANG } from '../i18n/language';
import { useText } from '../i18n/useText';
import { useGame } from '../store';

/** 中文 / English, always in the header: each language named in itself, the chosen one pressed. */
export function LanguageSwitch() {
  const language = useGame((s) => s.language);
  const setLanguage = useGame((s) => s.setLanguage);
  const text = useText(CHROME);
  return (
    <div className="language-switch" role="group" aria-label={text.language}>
      {LANGUAGES.map((id) => (
        <button key={id} type="button" className="small" lang={HTML_LANG[id]} aria-pressed={language === id} onClick={() => setLanguage(id)}>
          {LANGUAGE_NAMES[id]}
        </button>
      ))}
    </div>
  );
}
