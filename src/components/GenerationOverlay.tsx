import { useStore } from '../store';
import { PLAY } from '../i18n/play';
import { useText } from '../store/useText';

/**
 * While a big maze is made in the background: its progress and "Stop generating", laid over
 * the maze it will replace, so nothing around it moves.
 */
export function GenerationOverlay() {
  const generating = useStore((s) => s.generating);
  const progress = useStore((s) => s.generationProgress);
  const stopGenerating = useStore((s) => s.stopGenerating);
  const text = useText(PLAY);
  if (!generating || progress === null) return null;
  return (
    <div className="generation-overlay">
      <div className="generation-card">
        <span>{text.generating}</span>{' '}
        {/* Some generators (Aldous–Broder's random walk) reach their last cells slowly:
            past 90% the bar turns indeterminate rather than sit on 99% for minutes. */}
        {progress < 0.9 ? (
          <>
            <progress max={1} value={progress} aria-label={text.generationProgress} /> {Math.round(progress * 100)}%
          </>
        ) : (
          <>
            <progress aria-label={text.generationProgress} /> {text.finishing}
          </>
        )}{' '}
        <button type="button" className="small" onClick={stopGenerating}>
          {text.stopGenerating}
        </button>
      </div>
    </div>
  );
}
