import { useCallback, useEffect, useMemo, useRef } from 'react';
import { formatCount } from '../../format/numbers';
import { GENERATOR_TEXT } from '../../i18n/generators';
import { useStore } from '../../store';
import type { CarveWatch } from '../../store/solversState';
import { CarveReplay } from './carveReplay';
import { GeneratorSettings } from './GeneratorSettings';
import { LabCanvas, type CrowdedNote } from './LabCanvas';
import { LabLegend } from './LabLegend';
import { generatorLegend } from './labLegend';
import { levelFor } from './playback';
import { PlaybackControls } from './PlaybackControls';
import { usePlayback } from './usePlayback';
import { useLabMaze } from './useLabMaze';
import { SOLVERS_TEXT } from '../../i18n/solvers';
import { useText } from '../../store/useText';

function sameWatch(a: CarveWatch, b: CarveWatch): boolean {
  return a.algorithm === b.algorithm && a.width === b.width && a.height === b.height && a.seed === b.seed;
}

/** A generator replayed block by block from its carve order, so its texture can be watched forming. */
export function GeneratorWatch() {
  const carveMaze = useStore((s) => s.carveMaze);
  const t = useText(SOLVERS_TEXT);
  const { generators } = useText(GENERATOR_TEXT);
  const watch = useStore((s) => s.carveWatch);
  const watchGenerator = useStore((s) => s.watchGenerator);
  const { playback, status } = usePlayback(levelFor(0));
  const loaded = useRef(false);
  const labOnCells = useLabMaze()?.kind === 'cells';

  useEffect(() => {
    if (!carveMaze) watchGenerator({});
  }, [carveMaze, watchGenerator]);

  const crowded = useCallback<CrowdedNote>(
    (fits) =>
      fits.kind === 'blocks' && (
        <p>{t.carveCrowded(formatCount(fits.width), formatCount(fits.height))}</p>
      ),
    [t],
  );

  const replay = useMemo(() => (carveMaze ? new CarveReplay(carveMaze) : null), [carveMaze]);

  // The settings the tab opened with: a maze of any others was asked for.
  const opened = useRef(watch);
  useEffect(() => {
    // The first maze shows finished, its texture in view, and Play carves it again; a maze the
    // user asked for by changing a setting carves at once, even one changed before the first
    // maze came (the generators load on demand, and a quick hand beats them).
    // Either way at the speed that carves it in about ten seconds.
    const length = replay?.length ?? 0;
    const level = levelFor(length);
    const asked = loaded.current || !sameWatch(useStore.getState().carveWatch, opened.current);
    playback.load(length, asked ? { autoplay: true, level } : { at: length, level });
    if (replay) loaded.current = true;
  }, [replay, playback]);

  return (
    <section className="lab-card" aria-labelledby="watch-generator-heading">
      <h2 id="watch-generator-heading">{t.watchGenerator}</h2>
      {labOnCells && (
        <p className="lab-note" role="note">
          {t.squareOnly}
        </p>
      )}
      <div className="lab-stage">
        <div className="lab-frame lab-frame-small" style={{ ['--maze-aspect' as string]: `${2 * watch.width + 1} / ${2 * watch.height + 1}` }}>
          <LabCanvas replay={replay} playback={playback} label={t.carving(generators[watch.algorithm].label, watch.width, watch.height)} crowded={crowded} />
        </div>
        <div className="lab-side">
          <GeneratorSettings />
          <PlaybackControls playback={playback} status={status} />
          <LabLegend kinds={generatorLegend(watch.algorithm)} headName={t.legendWalker} />
        </div>
      </div>
    </section>
  );
}
