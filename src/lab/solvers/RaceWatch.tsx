import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formatCount } from '../../format/numbers';
import { useStore } from '../../store';
import type { SolverRace } from '../../store/solversSlice';
import { unitOf, type LabUnit } from '../../workers/solversMaze';
import { SOLVERS_TEXT } from '../../i18n/solvers';
import { solversMessages } from '../../i18n/solversMessages';
import { useText } from '../../store/useText';
import { SOLVER_NOTES } from '../../i18n/solverNotes';
import { LabCanvas, type CrowdedNote } from './LabCanvas';
import { mazeAspect, mazeName } from './labMazeSize';
import { levelFor, type PlayHead } from './playback';
import { lanePace } from './lanePace';
import { PlaybackControls } from './PlaybackControls';
import { finishedBy, raceLanes, type RaceLane } from './raceLane';
import { RaceResults } from './RaceResults';
import { places } from './RaceTable';
import { usePlayback } from './usePlayback';

/** Whether the system asks for less motion: the race then waits for Play instead of starting itself. */
function prefersStill(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** One lane: the solver's name, how far it has got (or its place), and its search on a canvas of its own. */
function LaneView({ lane, playback, tick, place, label, aspect, unit }: { lane: RaceLane; playback: PlayHead; tick: number; place: number | null; label: string; aspect: string; unit: LabUnit }) {
  const t = useText(SOLVERS_TEXT);
  const { names } = useText(SOLVER_NOTES);
  const explored = lane.exploredBy(tick);
  const crowded = useCallback<CrowdedNote>(() => <p>{t.laneCrowded(unit)}</p>, [t, unit]);
  return (
    <li className={place === null ? 'race-lane' : 'race-lane race-lane-done'} style={{ ['--maze-aspect' as string]: aspect }}>
      <div className="race-lane-head">
        <h3>{names[lane.solver]}</h3>
        <span className="race-lane-count">
          {place !== null ? t.placeOf(place) : t.unitCount(formatCount(explored), unit, explored === 1)}
        </span>
      </div>
      <div className="race-lane-frame">
        <LabCanvas replay={lane} playback={playback} label={label} crowded={crowded} />
      </div>
    </li>
  );
}

/**
 * The race, watched: every solver on the same maze at once, one canvas each, all stepping at
 * the same pace (one place expanded a tick, see RaceLane) on one playback. The table and chart
 * fill in as solvers reach the exit, in the order they do, which is the order of their work.
 */
export function RaceWatch({ race }: { race: SolverRace }) {
  const t = useText(SOLVERS_TEXT);
  const { names } = useText(SOLVER_NOTES);
  const language = useStore((s) => s.language);
  const announce = useStore((s) => s.announce);
  const { playback, status } = usePlayback(levelFor(0));
  const lanes = useMemo(() => raceLanes(race), [race]);
  const paces = useMemo(() => lanes.map((_, i) => lanePace(playback, i)), [lanes, playback]);
  const length = Math.max(0, ...lanes.map((lane) => lane.length));
  const [still] = useState(prefersStill);

  useEffect(() => {
    playback.load(length, { autoplay: !still, level: levelFor(length) });
  }, [playback, lanes, length, still]);

  // Until the playback has taken this race, it stands at the start.
  const tick = status.length === length ? status.cursor : 0;
  const finished = finishedBy(lanes, tick);
  const placed = places(finished);
  const placeOf = (lane: RaceLane): number | null => {
    const at = finished.findIndex((row) => row.solver === lane.solver);
    return at < 0 ? null : placed[at]!;
  };
  const running = lanes.filter((lane) => !lane.finishedBy(tick));
  const unit = unitOf(race.maze);
  const done = running.length === 0;

  // Said once a race is over on screen, in finishing order.
  const announced = useRef<SolverRace | null>(null);
  useEffect(() => {
    if (!done || announced.current === race) return;
    announced.current = race;
    announce(solversMessages(language).raceRun(finished, unit));
  }, [done, race, finished, unit, language, announce]);

  const maze = mazeName(race.maze, language);
  const aspect = mazeAspect(race.maze);
  return (
    <>
      <div className="race-controls">
        <PlaybackControls playback={playback} status={status} stepsNote={t.raceSteps(unit)} />
        <div className="race-skip">
          <button type="button" onClick={() => playback.end()} disabled={done}>
            {t.skipToFinish}
          </button>
          {still && tick === 0 && <p className="lab-note">{t.reducedMotion}</p>}
        </div>
      </div>
      <ol className="race-lanes" aria-label={t.raceLanes}>
        {lanes.map((lane, i) => (
          <LaneView key={lane.solver} lane={lane} playback={paces[i]!} tick={tick} place={placeOf(lane)} label={t.raceLaneLabel(names[lane.solver], maze)} aspect={aspect} unit={unit} />
        ))}
      </ol>
      {!done && <p className="lab-note race-running">{t.stillSearching(running.map((lane) => names[lane.solver]))}</p>}
      <RaceResults maze={race.maze} rows={finished} most={Math.max(0, ...race.runs.map((run) => run.work.explored))} />
    </>
  );
}
