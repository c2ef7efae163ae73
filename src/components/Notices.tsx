import { useGame } from '../store';

/** Things the user should know that are not errors of a field: a bad link, unreadable saved data. */
export function Notices() {
  const notices = useGame((s) => s.notices);
  const dismiss = useGame((s) => s.dismissNotice);
  if (notices.length === 0) return null;
  return (
    <ul className="notices" aria-label="Notices">
      {notices.map((text, index) => (
        <li key={text} className="notice">
          <span>{text}</span>
          <button type="button" aria-label={`Dismiss: ${text}`} onClick={() => dismiss(index)}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
