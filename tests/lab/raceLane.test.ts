import { describe, expect, it } from 'vitest';
import { EXPAND, generateMaze, generateShaped, SOLVER_IDS } from '../../src/core';
import { LAB_PATH } from '../../src/render/labMarks';
import { finishedBy, raceLanes } from '../../src/lab/solvers/raceLane';
import { isCellScene } from '../../src/lab/solvers/replay';
import type { SolverRace } from '../../src/store/solversSlice';
import { SolversLab } from '../../src/workers/solversJob';
import type { SolversMaze } from '../../src/workers/solversMaze';

function raceOn(maze: SolversMaze): SolverRace {
  const lab = new SolversLab(() => 0);
  lab.load(maze);
  return { maze, ...lab.race() };
}

const square = generateMaze({ algorithm: 'backtracker', width: 20, height: 15, seed: 'lab', braid: 0.2 });
const SQUARE: SolversMaze = { grid: square, start: square.start, goal: square.goal };

describe('a watched race', () => {
  it('moves every lane one expansion a tick: by tick t each has expanded t places, or finished', () => {
    const race = raceOn(SQUARE);
    const lanes = raceLanes(race);
    for (const lane of lanes) {
      expect(lane.length).toBe(lane.run.work.explored);
      for (const tick of [0, 1, 7, Math.floor(lane.length / 2), lane.length - 1]) {
        lane.seek(tick);
        const marks = lane.scene.labMarks!;
        const progress = (lane as unknown as { steps: { progress: { explored: number } } }).steps.progress;
        expect(progress.explored).toBe(tick);
        expect(lane.exploredBy(tick)).toBe(tick);
        expect(lane.finishedBy(tick)).toBe(false);
        expect(Array.from(lane.run.path!).every((place) => marks[place] !== LAB_PATH)).toBe(true);
      }
      // At its last tick the lane has reached the exit: the whole path shows at once.
      lane.seek(lane.length);
      expect(lane.finishedBy(lane.length)).toBe(true);
      expect(Array.from(lane.run.path!).every((place) => lane.scene.labMarks![place] === LAB_PATH)).toBe(true);
      // Back to the start: nothing expanded.
      lane.seek(0);
      const expandedFirst = lane.run.events.findIndex((event) => (event & 3) === EXPAND);
      expect(lane.scene.labMarks![lane.run.events[expandedFirst]! >> 2]).not.toBe(LAB_PATH);
    }
  });

  it('fills the table in finishing order, which is the order of the work done', () => {
    const race = raceOn(SQUARE);
    const lanes = raceLanes(race);
    const longest = Math.max(...lanes.map((lane) => lane.length));
    expect(finishedBy(lanes, 0)).toEqual([]);
    const order: string[] = [];
    for (let tick = 0; tick <= longest; tick++) {
      for (const row of finishedBy(lanes, tick)) if (!order.includes(row.solver)) order.push(row.solver);
    }
    expect(order).toEqual(finishedBy(lanes, longest).map((row) => row.solver));
    expect(order).toHaveLength(SOLVER_IDS.length);
    const explored = finishedBy(lanes, longest).map((row) => row.explored);
    expect(explored).toEqual([...explored].sort((a, b) => a - b));
  });

  it('draws blocks without the head’s ring (it would smear over small blocks), cells with their markers', () => {
    const blocks = raceLanes(raceOn(SQUARE));
    blocks[0]!.seek(5);
    expect(isCellScene(blocks[0]!.scene)).toBe(false);
    expect((blocks[0]!.scene as { player: number | null }).player).toBeNull();
    for (const shape of ['hex', 'triangle', 'polar'] as const) {
      const maze = generateShaped({ shape, width: 9, height: 7, rings: 6, mask: null, algorithm: 'backtracker', seed: 'race', braid: 0.2 });
      const lanes = raceLanes(raceOn({ kind: 'cells', maze }));
      for (const lane of lanes) {
        expect(lane.length).toBe(lane.run.work.explored);
        lane.seek(lane.length);
        expect(isCellScene(lane.scene)).toBe(true);
        expect(lane.scene.labMarks![maze.goal]).toBe(LAB_PATH);
        lane.seek(0);
        expect(Array.from(lane.scene.labMarks!).filter((mark) => mark === LAB_PATH)).toEqual([]);
      }
    }
  });
});
