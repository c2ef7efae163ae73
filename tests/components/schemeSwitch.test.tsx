// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SchemeSwitch } from '../../src/components/SchemeSwitch';
import { createAppStore, useStore } from '../../src/store';
import { SCHEME_KEY } from '../../src/store/pageScheme';
import { THEME } from '../../src/render/theme';
import { freshPageEachTest } from '../support/page';

const initial = useStore.getState();
freshPageEachTest(initial, { language: 'en', scheme: 'light' });

/** A system preference the test can change, as `matchMedia('(prefers-color-scheme: dark)')` reports it. */
function systemPrefers(dark: boolean) {
  const listeners: (() => void)[] = [];
  const query = {
    matches: dark,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  vi.stubGlobal('matchMedia', (media: string) => {
    expect(media).toBe('(prefers-color-scheme: dark)');
    return query;
  });
  return {
    change(toDark: boolean) {
      query.matches = toDark;
      for (const listener of listeners) listener();
    },
  };
}

const scheme = () => document.documentElement.dataset.scheme;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the colour scheme', () => {
  it('opens as the system prefers, and follows it while nothing was chosen', () => {
    const system = systemPrefers(true);
    const store = createAppStore();
    expect(store.getState().scheme).toBe('dark');
    expect(scheme()).toBe('dark');
    system.change(false);
    expect(store.getState().scheme).toBe('light');
    expect(scheme()).toBe('light');
    expect(localStorage.getItem(SCHEME_KEY)).toBeNull();
  });

  it('keeps a choice, which then wins over the system, now and on the next visit', () => {
    const system = systemPrefers(false);
    const store = createAppStore();
    store.getState().setScheme('dark');
    expect(localStorage.getItem(SCHEME_KEY)).toBe('dark');
    system.change(false);
    expect(store.getState().scheme).toBe('dark');
    expect(scheme()).toBe('dark');
    // The next visit: the kept choice, whatever the system says.
    systemPrefers(false);
    expect(createAppStore().getState().scheme).toBe('dark');
  });

  it('reads a kept value it does not know as no choice', () => {
    systemPrefers(true);
    localStorage.setItem(SCHEME_KEY, 'sepia');
    expect(createAppStore().getState().scheme).toBe('dark');
  });
});

describe('the dark-mode switch', () => {
  it('is a toggle named Dark mode, pressed when dark; a press flips the page and is kept', async () => {
    const user = userEvent.setup();
    render(<SchemeSwitch />);
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(scheme()).toBe('dark');
    expect(localStorage.getItem(SCHEME_KEY)).toBe('dark');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(scheme()).toBe('light');
    expect(localStorage.getItem(SCHEME_KEY)).toBe('light');
  });

  it('is named in Chinese on a Chinese page', async () => {
    const { loadLanguage } = await import('../../src/i18n/loadLanguage');
    await loadLanguage('zh');
    useStore.setState({ language: 'zh' });
    render(<SchemeSwitch />);
    expect(screen.getByRole('button', { name: '深色外观' })).toBeTruthy();
  });
});

describe("the screen's maze colours in styles.css", () => {
  const css = readFileSync(join(process.cwd(), 'src/styles.css'), 'utf8');
  const colours = [...css.matchAll(/--maze-(\w+):\s*([^;]+);/g)].map(([, key, value]) => [key!, value!.trim()] as const);

  it('name only colours of the theme, in both schemes', () => {
    expect(colours.length).toBeGreaterThan(14);
    for (const [key] of colours) expect(Object.keys(THEME)).toContain(key);
  });

  it('are each #rrggbb with no three-digit form, which the build would shorten and the bitmap could not read', () => {
    for (const [key, value] of colours) {
      expect(value, key).toMatch(/^#[0-9a-f]{6}$/);
      expect(/^#(.)\1(.)\2(.)\3$/.test(value), `${key}: ${value}`).toBe(false);
    }
  });
});
