import { NOTICES } from '../i18n/notices';
import { useText } from '../store/useText';
import { useStore } from '../store';

/**
 * Things the user should know that are not errors of a field: a bad link, unreadable saved
 * data. However many there are, they share one box with one dismiss button, each a line, its
 * details (a link's bad values) folded away, so a tampered link does not push the maze down.
 */
export function Notices() {
  const notices = useStore((s) => s.notices);
  const dismiss = useStore((s) => s.dismissNotices);
  const text = useText(NOTICES);
  if (notices.length === 0) return null;
  return (
    <div className="notice" role="region" aria-label={text.region}>
      <ul className="notice-lines" aria-label={text.list}>
        {notices.map(({ id, text, details }) => (
          <li key={id}>
            {details.length > 1 ? (
              <details>
                <summary>{text}</summary>
                <ul>
                  {details.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </details>
            ) : (
              text
            )}
          </li>
        ))}
      </ul>
      <button type="button" className="small" aria-label={text.dismiss(notices.length)} onClick={dismiss}>
        ×
      </button>
    </div>
  );
}
