import { describe, expect, it } from 'vitest';
import { draftOf, type MazeSettings } from '../../src/game/settings';
import { labCanMake, LAB_MAZE_MAX_RINGS, LAB_MAZE_MAX_SIDE, overLabLimits } from '../../src/game/labMazeLimits';
import { readLabDraft } from '../../src/lab/solvers/labMazeSettings';

const square = (width: number, height: number): MazeSettings => ({ algorithm: 'backtracker', width, height, seed: 'x', braid: 0 });
const circle = (rings: number): MazeSettings => ({ ...square(10, 10), shape: 'polar', rings });

describe('the lab maze’s limits', () => {
  it('take sides up to LAB_MAZE_MAX_SIDE and rings up to LAB_MAZE_MAX_RINGS', () => {
    expect(overLabLimits(draftOf(square(LAB_MAZE_MAX_SIDE, LAB_MAZE_MAX_SIDE)))).toEqual([]);
    expect(overLabLimits(draftOf(square(LAB_MAZE_MAX_SIDE + 1, 5)))).toEqual(['width']);
    expect(overLabLimits(draftOf(square(5, LAB_MAZE_MAX_SIDE + 1)))).toEqual(['height']);
    expect(overLabLimits(draftOf(circle(LAB_MAZE_MAX_RINGS)))).toEqual([]);
    expect(overLabLimits(draftOf(circle(LAB_MAZE_MAX_RINGS + 1)))).toEqual(['rings']);
  });

  it('agree with the lab’s form: the first load keeps what the form would take, and no more', () => {
    for (const settings of [square(150, 150), square(151, 5), square(5, 151), circle(80), circle(81), { ...square(10, 10), braid: 2 }]) {
      const draft = draftOf(settings);
      expect(labCanMake(draft), JSON.stringify(settings)).toBe('settings' in readLabDraft(draft));
    }
  });

  it('say what is over in the form’s words', () => {
    const read = readLabDraft(draftOf(square(151, 5)));
    expect('errors' in read && read.errors.width).toMatch(/150/);
  });
});
