import { useGame } from '../store';

/** How long the maze on screen took to make: a figure for the curious, kept out of the status line. */
export function GenerationTime() {
  const generationMs = useGame((s) => s.generationMs);
  if (generationMs === null) return null;
  return <p className="generation-time">Generated in {generationMs < 0.1 ? '< 0.1' : generationMs.toFixed(1)} ms</p>;
}
