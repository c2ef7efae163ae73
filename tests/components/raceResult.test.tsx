// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RaceResult } from '../../src/components/ghost/RaceResult';
import { useStore } from '../../src/store';
import { freshPageEachTest } from '../support/page';

const initial = useStore.getState();
freshPageEachTest(initial, { language: 'en', scheme: 'light' });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A finished run of `playerMs` against a ghost of `ghostMs`, with its log ready. */
function finished(playerMs: number, ghostMs: number | null) {
  useStore.setState({
    settings: { width: 4, height: 3, algorithm: 'prim', seed: 'r', braid: 0 },
    startedAt: 1000,
    finishedAt: 1000 + playerMs,
    raceGhost: ghostMs !== null,
    ghost: ghostMs === null ? null : { run: { steps: new Int32Array(2), times: new Float64Array(2), totalMs: ghostMs }, from: 'link', key: '?w=4&h=3&algorithm=prim&seed=r&braid=0' },
    finishedLog: 'AQlog',
  });
}

describe('the race in the Solved dialog', () => {
  it('says who won and by how much, a dead heat within a hundredth', () => {
    finished(7_000, 9_450);
    const { rerender } = render(<RaceResult />);
    expect(screen.getByText('You beat the ghost by 0:02.4.')).toBeTruthy();
    finished(12_000, 9_000);
    rerender(<RaceResult />);
    expect(screen.getByText('The ghost won by 0:03.0.')).toBeTruthy();
    finished(9_005, 9_000);
    rerender(<RaceResult />);
    expect(screen.getByText('A dead heat with the ghost.')).toBeTruthy();
  });

  it('says nothing of a race that was not run, and still offers the challenge', () => {
    finished(7_000, null);
    render(<RaceResult />);
    expect(screen.queryByText(/ghost/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Challenge a friend' })).toBeTruthy();
  });

  it('copies the maze’s link with the run as ghost=, and says so; without a clipboard, shows the link to copy', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    finished(7_000, null);
    const { unmount } = render(<RaceResult />);
    await userEvent.click(screen.getByRole('button', { name: 'Challenge a friend' }));
    expect(await screen.findByText('Link copied: whoever opens it races your run.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${window.location.pathname}?w=4&h=3&algorithm=prim&seed=r&braid=0&ghost=AQlog`);
    unmount();
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    render(<RaceResult />);
    await userEvent.click(screen.getByRole('button', { name: 'Challenge a friend' }));
    expect(await screen.findByText(/^The link could not be copied \(this browser gives no clipboard access here\)\. Copy it from here:$/)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Challenge link' }) as HTMLInputElement).value).toMatch(/&ghost=AQlog$/);
  });
});
