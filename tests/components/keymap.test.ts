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
    expect(bindingFor(key('w', document.body, { ctrlKey: true }))).toBeUndefined();
  });

  it('gives every key to one action only', () => {
    const keys = KEYMAP.flatMap((b) => b.keys);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('swipe', () => {
  it('reads a short gesture as a tap and a long one by its main axis', () => {
    expect(gestureOf(0, 0, 5, 5)).toBe('tap');
    expect(gestureOf(0, 0, 60, 10)).toBe('right');
    expect(gestureOf(0, 0, -60, 30)).toBe('left');
    expect(gestureOf(0, 0, 10, -80)).toBe('up');
    expect(gestureOf(0, 0, -10, 80)).toBe('down');
  });
});
