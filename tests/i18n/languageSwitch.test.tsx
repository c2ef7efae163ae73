// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSwitch } from '../../src/components/LanguageSwitch';
import { isLanguageLoaded } from '../../src/i18n/book';
import { LANGUAGE_KEY } from '../../src/i18n/language';
import { useStore } from '../../src/store';

afterEach(cleanup);

function pressed(name: string): string | null {
  return screen.getByRole('button', { name }).getAttribute('aria-pressed');
}

describe('the language switch before Chinese is loaded', () => {
  it('is busy while Chinese loads, lets a later choice win, then speaks Chinese once chosen again', async () => {
    localStorage.clear();
    expect(isLanguageLoaded('zh')).toBe(false);
    render(<LanguageSwitch />);
    const group = screen.getByRole('group', { name: 'Language' });
    expect(group.getAttribute('aria-busy')).toBe('false');

    act(() => void fireEvent.click(within(group).getByRole('button', { name: '中文' })));
    expect(group.getAttribute('aria-busy')).toBe('true');
    expect(pressed('English')).toBe('true');
    expect(useStore.getState().language).toBe('en');

    // English again before Chinese arrives: English stays, and the late load does not switch.
    act(() => void fireEvent.click(within(group).getByRole('button', { name: 'English' })));
    expect(group.getAttribute('aria-busy')).toBe('false');
    await waitFor(() => expect(isLanguageLoaded('zh')).toBe(true));
    expect(useStore.getState().language).toBe('en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');

    act(() => void fireEvent.click(within(group).getByRole('button', { name: '中文' })));
    await waitFor(() => expect(pressed('中文')).toBe('true'));
    expect(screen.getByRole('group', { name: '语言' }).getAttribute('aria-busy')).toBe('false');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('zh');
  });
});
