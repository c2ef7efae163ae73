// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { bindingFor, isTypingTarget, KEYMAP } from '../../src/input/keymap';
import { gestureOf } from '../../src/input/swipe';
import { walkToJunction } from '../../src/input/walkToJunction';
import { HEADING_VECTORS, type Direction, type Heading } from '../../src/game/moves';
import { corridorNextCell as corridorNext, runDirections as corridorRun, step, stepCell } from '../support/moves';
import { testStore } from '../support/store';

const key = (k: string, target: EventTarget | null = document.body, mods: Partial<KeyboardEvent> = {}) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, target, ...mods });

describe('keymap', () => {
  it('maps arrows and WASD to moves, H to the solution', () => {
    expect(bindingFor(key('ArrowUp'))?.action).toBe('up');
    expect(bindingFor(key('s'))?.action).toBe('down');
    expect(bindingFor(key('A'))?.action).toBe('left');
    expect(bindingFor(key('ArrowRight'))?.action).toBe('right');
    expect(bindingFor(key('h'))?.action).toBe('toggleSolution');
    expect(bindingFor(key('+'))?.action).toBe('zoomIn');
    expect(bindingFor(key('-'))?.action).toBe('zoomOut');
    expect(bindingFor(key('0'))?.action).toBe('zoomToFit');
    expect(bindingFor(key('x'))).toBeUndefined();
  });

  it('ignores keys typed into form fields and modifier chords', () => {
    const input = document.createElement('input');
    const select = document.createElement('select');
    const textarea = document.createElement('textarea');
    for (const field of [input, select, textarea]) {
      expect(isTypingTarget(field)).toBe(true);
      expect(bindingFor(key('ArrowLeft', field))).toBeUndefined();
    }
    expect(bindingFor(key('ArrowLeft', document.createElement('button')))?.action).toBe('left');
    // A ticked checkbox has done its job: the arrows and H still play. A radio's arrows pick an option.
    const box = document.createElement('input');
    box.type = 'checkbox';
    expect(bindingFor(key('ArrowLeft', box))?.action).toBe('left');
    expect(bindingFor(key('h', box))?.action).toBe('toggleSolution');
    const radio = document.createElement('input');
    radio.type = 'radio';
    expect(bindingFor(key('ArrowLeft', radio))).toBeUndefined();
    expect(bindingFor(key('w', document.body, { ctrlKey: true }))).toBeUndefined();
  });

  it('gives every key to one action only, with Shift and without', () => {
    const keys = KEYMAP.flatMap((b) => b.keys.map((k) => `${b.shift ? 'Shift+' : ''}${k}`));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('walks to the next junction on Shift with an arrow, WASD or a diagonal; Caps Lock still steps', () => {
    const shift = { shiftKey: true };
    expect(bindingFor(key('ArrowUp', document.body, shift))?.action).toBe('run up');
    expect(bindingFor(key('ArrowLeft', document.body, shift))?.action).toBe('run left');
    expect(bindingFor(key('D', document.body, shift))?.action).toBe('run right');
    expect(bindingFor(key('s', document.body, shift))?.action).toBe('run down'); // Shift with Caps Lock on
    expect(bindingFor(key('Q', document.body, shift))?.action).toBe('run up-left');
    expect(bindingFor(key('W'))?.action).toBe('up'); // Caps Lock alone
    expect(bindingFor(key('ArrowUp'))?.action).toBe('up');
    // Keys that need Shift to be typed keep their meaning.
    expect(bindingFor(key('+', document.body, shift))?.action).toBe('zoomIn');
    expect(bindingFor(key('H', document.body, shift))?.action).toBe('toggleSolution');
    expect(bindingFor(key('ArrowUp', document.body, { shiftKey: true, ctrlKey: true }))).toBeUndefined();
    const runs = KEYMAP.filter((b) => b.action.startsWith('run '));
    expect(runs.every((b) => b.shift && !b.repeats)).toBe(true);
    expect(runs).toHaveLength(8);
  });
});

describe('walking to the next junction', () => {
  it('on blocks, makes the moves of a corridor run, one move each, and stops where the run stops', async () => {
    const { store } = testStore();
    const state = () => store.getState();
    await state().openQuery('?w=15&h=15&algorithm=backtracker&seed=run&braid=0');
    for (let walks = 0; walks < 20 && !state().won; walks++) {
      const maze = state().maze!;
      const ways = (['up', 'down', 'left', 'right'] as Direction[]).filter((d) => step(maze, state().position, d));
      const way = ways[walks % ways.length]!;
      const expected = corridorRun(maze, state().position, way).length;
      const moves = state().moves;
      walkToJunction(store, way);
      expect(state().moves - moves).toBe(expected);
      expect(expected).toBeGreaterThan(0);
    }
  });

  it('on cells, stops only at a junction, a dead end, the start or the exit', async () => {
    const { store } = testStore();
    const state = () => store.getState();
    await state().openQuery('?shape=hex&w=9&h=7&algorithm=backtracker&seed=run&braid=0');
    const maze = state().shaped!;
    for (let walks = 0; walks < 20 && !state().won; walks++) {
      const heading = (Object.keys(HEADING_VECTORS) as Heading[]).find((h) => stepCell(maze, state().position, h, state().cameFrom) >= 0)!;
      const moves = state().moves;
      walkToJunction(store, heading);
      expect(state().moves).toBeGreaterThan(moves);
      expect(corridorNext(maze, state().position, state().cameFrom)).toBe(-1);
    }
  });

  it('bumps once into a wall and goes nowhere', async () => {
    const { store } = testStore();
    await store.getState().openQuery('?w=4&h=4&algorithm=backtracker&seed=bump&braid=0');
    walkToJunction(store, 'left');
    expect(store.getState().moves).toBe(0);
    expect(store.getState().announcement.text).toBe('Wall to the left.');
  });
});

describe('swipe', () => {
  const track = (x1: number, y1: number, farthest = Math.hypot(x1, y1)) => ({ x0: 0, y0: 0, x1, y1, farthest });

  it('reads only a pointer that never strayed as a tap: short swipes and drags never reveal', () => {
    expect(gestureOf(track(3, 4))).toEqual({ kind: 'tap' });
    expect(gestureOf(track(12, 0))).toEqual({ kind: 'none' }); // a short swipe, under 24 px
    expect(gestureOf(track(20, 5))).toEqual({ kind: 'none' });
    expect(gestureOf(track(2, 2, 90))).toEqual({ kind: 'none' }); // a drag that came back
  });

  it('reads a flick as one cell and a longer swipe as a run, by its main axis', () => {
    expect(gestureOf(track(40, 10))).toEqual({ kind: 'step', direction: 'right' });
    expect(gestureOf(track(-30, 20))).toEqual({ kind: 'step', direction: 'left' });
    expect(gestureOf(track(10, -80))).toEqual({ kind: 'run', direction: 'up' });
    expect(gestureOf(track(-10, 180))).toEqual({ kind: 'run', direction: 'down' });
  });
});
