// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/App';
import { useGame } from '../../src/store';

const initial = useGame.getState();

async function openApp(query: string) {
  window.history.replaceState(null, '', `/${query}`);
  render(<App />);
  await screen.findByRole('img', { name: /Maze of/ });
}

beforeEach(() => {
  useGame.setState(initial, true);
  localStorage.clear();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the game form takes what the CLI and links take', () => {
  it('a seed over 64 characters, a braid in hex: said inline, the maze and the URL stay', async () => {
    const user = userEvent.setup();
    await openApp('?w=6&h=6&algorithm=backtracker&seed=keep&braid=0');
    fireEvent.change(screen.getByLabelText('Seed'), { target: { value: 's'.repeat(65) } });
    fireEvent.change(screen.getByLabelText('Braid'), { target: { value: '0x1' } });
    await user.click(screen.getByRole('button', { name: 'New maze' }));
    expect(screen.getByText('Seed must be at most 64 characters; this one has 65.')).toBeTruthy();
    expect(screen.getByText('Braid must be a number from 0 to 1.')).toBeTruthy();
    expect(screen.getByLabelText('Seed').getAttribute('aria-invalid')).toBe('true');
    expect(window.location.search).toBe('?w=6&h=6&algorithm=backtracker&seed=keep&braid=0');
  });

  it('a link with a bad value says which, printably, in the notices', async () => {
    await openApp('?w=6&h=6&algorithm=backtracker&seed=x&braid=%E2%80%AE0x1');
    const notices = screen.getByRole('list', { name: 'Notices' });
    expect(notices.textContent).toContain("This link has a bad value, braid='<U+202E>0x1', so the default was used.");
    expect(notices.textContent).not.toContain('\u202e');
    expect(window.location.search).toBe('?w=6&h=6&algorithm=backtracker&seed=x&braid=0');
  });
});
