// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../../src/App';
import { BEST_TIMES_KEY } from '../../src/game/bestTimes';
import { useStore } from '../../src/store';
import { ARROW, solutionDirections } from '../support/walk';
import { freshPageEachTest } from '../support/page';

const initial = useStore.getState();

async function openApp(query: string) {
  window.history.replaceState(null, '', `/${query}`);
  render(<App />);
  await screen.findByRole('img', { name: /Maze of/ });
}

freshPageEachTest(initial);

describe('App', () => {
  it('opens straight into the maze the URL describes, labelled for assistive technology', async () => {
    await openApp('?w=7&h=5&algorithm=prim&seed=t&braid=0');
    expect(screen.getByRole('img', { name: 'Maze of 7 by 5 cells' })).toBeTruthy();
    expect(screen.getByText('Moves: 0')).toBeTruthy();
    expect(screen.getByText(/^Time: 0:00\.0$/)).toBeTruthy();
    expect(screen.getByText(/^Generated in (< 0\.1|\d+\.\d) ms$/)).toBeTruthy();
    expect(window.location.search).toBe('?w=7&h=5&algorithm=prim&seed=t&braid=0');
  });

  it('opens a default 15×15 maze with a random seed, and writes it into the URL', async () => {
    await openApp('');
    expect(screen.getByRole('img', { name: 'Maze of 15 by 15 cells' })).toBeTruthy();
    expect(window.location.search).toMatch(/^\?w=15&h=15&algorithm=backtracker&seed=[a-z2-9]{8}&braid=0$/);
  });

  it('moves with arrow keys and WASD, but not while typing in a field', async () => {
    await openApp('?w=6&h=6&algorithm=backtracker&seed=keys&braid=0');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyUp(window, { key: 'ArrowRight' });
    expect(screen.getByText('Moves: 1')).toBeTruthy();
    const width = screen.getByLabelText('Width');
    fireEvent.keyDown(width, { key: 'ArrowLeft' });
    fireEvent.keyDown(width, { key: 'a' });
    expect(screen.getByText('Moves: 1')).toBeTruthy();
  });

  it('toggles the solution with the button and with H, and the label follows', async () => {
    const user = userEvent.setup();
    await openApp('?w=6&h=6&algorithm=backtracker&seed=sol&braid=0');
    await user.click(screen.getByRole('button', { name: 'Show solution' }));
    expect(screen.getByRole('button', { name: 'Hide solution' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /solution shown/ })).toBeTruthy();
    fireEvent.keyDown(window, { key: 'h' });
    expect(screen.getByRole('button', { name: 'Show solution' })).toBeTruthy();
  });

  it('explains a bad value inline and keeps the maze', async () => {
    const user = userEvent.setup();
    await openApp('?w=6&h=6&algorithm=backtracker&seed=bad&braid=0');
    const width = screen.getByLabelText('Width');
    await user.clear(width);
    await user.type(width, '0');
    await user.click(screen.getByRole('button', { name: 'New maze' }));
    expect(screen.getByText('Width must be a whole number from 1 to 4000.')).toBeTruthy();
    expect(width.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('img', { name: 'Maze of 6 by 6 cells' })).toBeTruthy();
    await user.clear(width);
    await user.type(width, '9{Enter}');
    await screen.findByRole('img', { name: 'Maze of 9 by 6 cells' });
  });

  it('makes a new maze with a new seed, and a preset', async () => {
    const user = userEvent.setup();
    await openApp('?w=6&h=6&algorithm=backtracker&seed=one&braid=0');
    await user.click(screen.getByRole('button', { name: 'New maze' }));
    await waitFor(() => expect(window.location.search).not.toContain('seed=one'));
    await user.click(screen.getByRole('button', { name: 'Expert' }));
    await screen.findByRole('img', { name: 'Maze of 60 by 40 cells' });
    await user.click(screen.getByRole('button', { name: 'Random' }));
    expect((screen.getByLabelText('Seed') as HTMLInputElement).value).toBe(useStore.getState().settings!.seed);
  });

  it('walks to the exit and opens the Solved dialog with the stats', async () => {
    const user = userEvent.setup();
    await openApp('?w=5&h=4&algorithm=prim&seed=walk&braid=0');
    const maze = useStore.getState().maze!;
    const arrows = solutionDirections(maze).map((d) => ARROW[d]);
    // A person's pace: a run faster than 50 ms is no best time (see game/bestTimes.ts).
    let clock = performance.now();
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 100));
    for (const key of arrows) {
      fireEvent.keyDown(window, { key });
      fireEvent.keyUp(window, { key });
    }
    const dialog = await screen.findByRole('dialog', { name: /Solved/ });
    expect(within(dialog).getByText('Moves').nextElementSibling!.textContent).toBe(String(arrows.length));
    expect(within(dialog).getByText('Shortest possible').nextElementSibling!.textContent).toBe(`${arrows.length} moves`);
    expect(within(dialog).getByText('Efficiency').nextElementSibling!.textContent).toBe('100%');
    expect(screen.getByTestId('announcer').textContent).toMatch(/Solved in/);
    expect(JSON.parse(localStorage.getItem(BEST_TIMES_KEY)!)).toHaveProperty(['?w=5&h=4&algorithm=prim&seed=walk&braid=0']);
    await user.click(within(dialog).getByRole('button', { name: 'Play again' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Moves: 0')).toBeTruthy();
    expect(screen.getByText(/^Best: /)).toBeTruthy();
  });

  it('moves with the direction pad', async () => {
    const user = userEvent.setup();
    await openApp('?w=6&h=6&algorithm=backtracker&seed=pad&braid=0');
    await user.click(screen.getByRole('button', { name: 'Right' }));
    expect(screen.getByText('Moves: 1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Up' }));
    expect(screen.getByTestId('announcer').textContent).toMatch(/Wall above|^$/);
    for (const name of ['Up', 'Down', 'Left', 'Right']) expect(screen.getByRole('button', { name })).toBeTruthy();
    // A square's cells have no neighbours between the arrows.
    for (const name of ['Up left', 'Up right', 'Down left', 'Down right']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('adds the diagonals to the pad on every maze but squares, and they move as Q E Z C do', async () => {
    window.history.replaceState(null, '', '/?shape=hex&w=6&h=6&algorithm=backtracker&seed=pad&braid=0');
    render(<App />);
    await screen.findByRole('img', { name: /^Hex maze of/ });
    const pad = screen.getByRole('group', { name: 'Direction pad' });
    expect(within(pad).getAllByRole('button')).toHaveLength(8);
    // From the top-left hexagon, down-right is its one way out or a wall: either way the pad's answer is the key's.
    const before = useStore.getState().position;
    fireEvent.click(within(pad).getByRole('button', { name: 'Down right' }), { detail: 0 });
    const moved = useStore.getState().position !== before;
    expect(moved || /down right/i.test(screen.getByTestId('announcer').textContent ?? '')).toBe(true);
  });

  it('shows a notice for corrupted saved data and a tampered link, and keeps working', async () => {
    localStorage.setItem(BEST_TIMES_KEY, '{definitely not json');
    await openApp('?w=abc&h=6&algorithm=backtracker&seed=x&braid=0');
    await act(async () => {});
    const notices = screen.getByRole('list', { name: 'Notices' });
    expect(notices.textContent).toMatch(/Width must be a whole number/);
    expect(notices.textContent).toMatch(/best times were unreadable/i);
    expect(screen.getByRole('img', { name: 'Maze of 15 by 6 cells' })).toBeTruthy();
  });

  it('leaves arrow keys alone on the lab tabs', async () => {
    await openApp('?w=6&h=6&algorithm=backtracker&seed=tabs&braid=0');
    act(() => useStore.getState().setTab('paths'));
    const event = new KeyboardEvent('keydown', { key: 'ArrowRight', cancelable: true, bubbles: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(useStore.getState().moves).toBe(0);
  });

  it('repeats a held pad arrow like a held key, and moves once from the keyboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await openApp('?w=30&h=1&algorithm=backtracker&seed=row&braid=0');
      const right = screen.getByRole('button', { name: 'Right' });
      fireEvent.pointerDown(right, { button: 0 });
      act(() => vi.advanceTimersByTime(180 + 70 * 3));
      fireEvent.pointerUp(right);
      act(() => vi.advanceTimersByTime(500));
      expect(screen.getByText('Moves: 5')).toBeTruthy();
      fireEvent.click(right); // keyboard activation: a click without a pointer
      expect(screen.getByText('Moves: 6')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Play, as a new player meets it', () => {
  const walkToExit = () => {
    for (const direction of solutionDirections(useStore.getState().maze!)) {
      fireEvent.keyDown(window, { key: ARROW[direction] });
      fireEvent.keyUp(window, { key: ARROW[direction] });
    }
  };

  it('marks a run made with the solution shown as assisted, with no best time', async () => {
    await openApp('?w=5&h=4&algorithm=prim&seed=assisted&braid=0');
    fireEvent.keyDown(window, { key: 'h' });
    walkToExit();
    const dialog = await screen.findByRole('dialog', { name: /Solved/ });
    expect(within(dialog).getByText('Assisted').nextElementSibling!.textContent).toMatch(/solution shown/);
    expect(within(dialog).queryByText(/new best/)).toBeNull();
    expect(localStorage.getItem(BEST_TIMES_KEY)).toBeNull();
  });

  it('closes the Solved dialog with Escape and keeps the finished walk on screen', async () => {
    await openApp('?w=5&h=4&algorithm=prim&seed=escape&braid=0');
    walkToExit();
    const dialog = await screen.findByRole('dialog', { name: /Solved/ });
    const moves = useStore.getState().moves;
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Close' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(`Moves: ${moves}`)).toBeTruthy();
    expect(screen.getByRole('img', { name: /solved/ })).toBeTruthy();
  });

  it('shows a bad link as one notice with one dismiss button', async () => {
    await openApp('?w=-1&h=abc&algorithm=zz&seed=x&braid=9');
    await act(async () => {});
    const notice = screen.getByRole('region', { name: 'Notice' });
    expect(within(notice).getAllByRole('button')).toHaveLength(1);
    expect(notice.textContent).toMatch(/This link has 4 bad values/);
    expect(notice.textContent).toMatch(/Width must be/);
    fireEvent.click(within(notice).getByRole('button', { name: 'Dismiss notice' }));
    expect(screen.queryByRole('region', { name: 'Notice' })).toBeNull();
  });

  it('lists the stairs in the legend on a maze of levels, and only there', async () => {
    await openApp('?w=6&h=5&levels=3&algorithm=backtracker&seed=stairs&braid=0');
    const legend = screen.getByRole('list', { name: 'Legend' });
    await within(legend).findByText('Up stairs');
    expect(within(legend).getByText('Down stairs')).toBeTruthy();
    await act(() => useStore.getState().generate({ ...useStore.getState().settings!, levels: 1 }));
    await waitFor(() => expect(within(legend).queryByText('Up stairs')).toBeNull());
  });

  it('keeps the focus on the Weave slider as its arrow keys set it, making each maze', async () => {
    await openApp('?w=8&h=6&algorithm=backtracker&seed=slider&braid=0');
    const slider = await screen.findByRole('slider', { name: /Weave/ });
    slider.focus();
    fireEvent.change(slider, { target: { value: '0.3' } });
    await waitFor(() => expect(useStore.getState().settings?.weave).toBe(0.3));
    expect(document.activeElement).toBe(slider);
    fireEvent.change(slider, { target: { value: '0.35' } });
    await waitFor(() => expect(useStore.getState().settings?.weave).toBe(0.35));
    expect(document.activeElement).toBe(slider);
  });

  it('groups the panel into Play, Maze and Export sections', async () => {
    await openApp('?w=6&h=6&algorithm=backtracker&seed=panel&braid=0');
    const play = screen.getByRole('region', { name: 'Play' });
    expect(within(play).getByRole('button', { name: 'Show solution' })).toBeTruthy();
    expect(within(play).getByRole('checkbox', { name: 'Solution from here' })).toBeTruthy();
    expect(within(play).getByRole('button', { name: 'Zoom in' })).toBeTruthy();
    const maze = screen.getByRole('region', { name: 'Maze' });
    expect(within(maze).getByLabelText('Width')).toBeTruthy();
    expect(within(maze).getByRole('button', { name: 'New maze' })).toBeTruthy();
    // The Export section's code comes just after the first load.
    const exported = await screen.findByRole('region', { name: 'Export' });
    expect(within(exported).getByRole('button', { name: 'Download PNG' })).toBeTruthy();
    expect(within(exported).getByRole('checkbox', { name: 'Include my trail in the PNG' })).toBeTruthy();
  });

  it('makes a maze with a newly chosen algorithm at once', async () => {
    const user = userEvent.setup();
    await openApp('?w=6&h=6&algorithm=backtracker&seed=pick&braid=0');
    await user.selectOptions(screen.getByLabelText('Algorithm'), 'sidewinder');
    await waitFor(() => expect(window.location.search).toContain('algorithm=sidewinder'));
  });

  it('shows both wall styles of a square at once, and draws the same maze in lines with one click', async () => {
    const user = userEvent.setup();
    await openApp('?w=6&h=6&algorithm=backtracker&seed=walls&braid=0');
    const walls = screen.getByRole('radiogroup', { name: 'Walls' });
    const [blocks, lines] = [within(walls).getByRole('radio', { name: 'Blocks' }), within(walls).getByRole('radio', { name: 'Lines' })] as HTMLInputElement[];
    expect([blocks!.checked, lines!.checked]).toEqual([true, false]);
    await user.click(lines!);
    await waitFor(() => expect(window.location.search).toBe('?w=6&h=6&algorithm=backtracker&seed=walls&braid=0&style=lines'));
    expect((within(screen.getByRole('radiogroup', { name: 'Walls' })).getByRole('radio', { name: 'Lines' }) as HTMLInputElement).checked).toBe(true);
  });

  it('keeps the arrows and H working after a checkbox is ticked', async () => {
    const user = userEvent.setup();
    await openApp('?w=6&h=6&algorithm=backtracker&seed=tick&braid=0');
    const box = screen.getByRole('checkbox', { name: 'Include my trail in the PNG' });
    box.focus();
    await user.keyboard(' ');
    expect(useStore.getState().trailInPng).toBe(true);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Moves: 1')).toBeTruthy();
    await user.keyboard('h');
    expect(useStore.getState().showSolution).toBe(true);
  });
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
