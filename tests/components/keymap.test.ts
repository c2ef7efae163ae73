// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { bindingFor, isTypingTarget, KEYMAP } from '../../src/input/keymap';
import { gestureOf } from '../../src/input/swipe';

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

  it('gives every key to one action only', () => {
    const keys = KEYMAP.flatMap((b) => b.keys);
    expect(new Set(keys).size).toBe(keys.length);
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
