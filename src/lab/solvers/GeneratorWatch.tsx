import { useEffect, useMemo, useRef } from 'react';
import { GENERATORS } from '../../core';
import { useGame } from '../../store';
import { CarveReplay } from './carveReplay';
import { GeneratorSettings } from './GeneratorSettings';
import { LabCanvas } from './LabCanvas';
import { PlaybackControls } from './PlaybackControls';
import { usePlayback } from './usePlayback';

/** 100 blocks a second: a 20×15 maze carves in about ten seconds. */
const CARVE_SPEED = 6;

/** A generator replayed block by block from its carve order, so its texture can be watched forming. */
export function GeneratorWatch() {
  const carveMaze = useGame((s) => s.carveMaze);
  const watch = useGame((s) => s.carveWatch);
  const watchGenerator = useGame((s) => s.watchGenerator);
  const { playback, status } = usePlayback(CARVE_SPEED);
  const loaded = useRef(false);

  useEffect(() => {
    if (!carveMaze) watchGenerator({});
  }, [carveMaze, watchGenerator]);

  const replay = useMemo(() => (carveMaze ? new CarveReplay(carveMaze) : null), [carveMaze]);

  useEffect(() => {
    // The first maze shows finished, its texture in view, and Play carves it again; a maze the
    // user asked for by changing a setting carves at once.
    const length = replay?.length ?? 0;
    playback.load(length, loaded.current ? { autoplay: true } : { at: length });
    if (replay) loaded.current = true;
  }, [replay, playback]);

  return (
    <section className="lab-card" aria-labelledby="watch-generator-heading">
      <h2 id="watch-generator-heading">Watch a generator</h2>
      <div className="lab-stage">
        <div className="lab-frame lab-frame-small">
          <LabCanvas replay={replay} playback={playback} label={`${GENERATORS[watch.algorithm].label} carving a ${watch.width}×${watch.height} maze`} />
        </div>
        <div className="lab-side">
          <GeneratorSettings />
          <PlaybackControls playback={playback} status={status} />
        </div>
      </div>
    </section>
  );
}
