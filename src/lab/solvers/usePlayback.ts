import { useEffect, useState } from 'react';
import { Playback } from './playback';

export interface PlaybackStatus {
  readonly cursor: number;
  readonly length: number;
  readonly playing: boolean;
  readonly level: number;
}

/** React hears of the cursor at most this often while playing; the canvas hears of every frame. */
const STATUS_EVERY_MS = 250;

function statusOf(playback: Playback): PlaybackStatus {
  return { cursor: playback.cursor, length: playback.length, playing: playback.playing, level: playback.level };
}

/**
 * A Playback for a component, and a copy of its state for rendering controls and counters:
 * updated at once on play, pause, step and speed changes, and a few times a second while
 * playing, so an animation never re-renders the page frame by frame.
 */
export function usePlayback(initialLevel: number): { playback: Playback; status: PlaybackStatus } {
  const [playback] = useState(() => new Playback(initialLevel));
  const [status, setStatus] = useState(() => statusOf(playback));

  useEffect(() => {
    let shown = statusOf(playback);
    let shownAt = 0;
    const unsubscribe = playback.subscribe(() => {
      const next = statusOf(playback);
      const at = performance.now();
      const quiet = next.playing && shown.playing && next.level === shown.level && next.length === shown.length && next.cursor >= shown.cursor && next.cursor < next.length;
      if (quiet && at - shownAt < STATUS_EVERY_MS) return;
      shown = next;
      shownAt = at;
      setStatus(next);
    });
    return () => {
      unsubscribe();
      playback.pause();
    };
  }, [playback]);

  return { playback, status };
}
