import { useEffect, useId } from 'react';
import { formatDuration } from '../../game/time';
import { GHOST } from '../../i18n/ghost';
import { useStore } from '../../store';
import { useText } from '../../store/useText';

/**
 * The Race ghost toggle, and which ghost it races (your best run, or a link's). Shown once there
 * is a ghost to race: before a maze's first solve, a toggle with nothing behind it would only
 * puzzle a new player (and push the Maze section down). While a race runs, the ghost is moved
 * each frame to where its run had got to.
 */
export function GhostRace() {
  const id = useId();
  const text = useText(GHOST);
  const raceGhost = useStore((s) => s.raceGhost);
  const ghost = useStore((s) => s.ghost);
  const racing = useStore((s) => s.raceGhost && s.ghost !== null && s.startedAt !== null && !s.won && s.pausedAt === null);

  useEffect(() => {
    if (!racing) return;
    let frame = requestAnimationFrame(function tick() {
      useStore.getState().tickGhost();
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [racing]);

  if (!ghost) return null;
  const status = ghost.from === 'link' ? text.ghostLink(formatDuration(ghost.run.totalMs)) : text.ghostBest(formatDuration(ghost.run.totalMs));
  return (
    <div className="row ghost-race" title={text.raceGhostTitle}>
      <label className="checkbox" htmlFor={id}>
        <input id={id} type="checkbox" checked={raceGhost} aria-describedby={`${id}-status`} onChange={(event) => useStore.getState().setRaceGhost(event.target.checked)} />
        <span className="ghost-swatch" aria-hidden="true" />
        {text.raceGhost}
      </label>
      <span id={`${id}-status`} className="ghost-status">
        {status}
      </span>
    </div>
  );
}
