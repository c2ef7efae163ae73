import { useStore } from '../store';

/** The polite live region: bumping a wall, showing the solution, the win. */
export function Announcer() {
  const { text, seq } = useStore((s) => s.announcement);
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announcer">
      {/* The key makes a repeated message ("Wall to the left.") announce again. */}
      <span key={seq}>{text}</span>
    </div>
  );
}
