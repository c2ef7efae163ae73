import { useStore } from '../store';
import { PLAY } from '../i18n/play';
import { useText } from '../store/useText';

/** How long the maze on screen took to make: a figure for the curious, kept out of the status line. */
export function GenerationTime() {
  const generationMs = useStore((s) => s.generationMs);
  const text = useText(PLAY);
  if (generationMs === null) return null;
  return <p className="generation-time">{text.generatedIn(generationMs < 0.1 ? '< 0.1' : generationMs.toFixed(1))}</p>;
}
