// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import { useStore } from '../../src/store';
import { MODE_KEY } from '../../src/store/playMode';
import { freshPageEachTest } from '../support/page';
import { loadChineseFirst } from '../support/chinese';
import { targetMs } from '../../src/game/timeTrial';
import { formatTarget } from '../../src/components/analysis/targetTime';
import { ANALYSIS } from '../../src/i18n/analysis';

loadChineseFirst();

const initial = useStore.getState();

async function openApp(query: string) {
  window.history.replaceState(null, '', `/${query}`);
  render(<App />);
  await screen.findByRole('img', { name: /Maze of|迷宫/ });
}

freshPageEachTest(initial, { language: 'en', playMode: 'classic', heatOn: false, heat: null, report: null, fog: null });

describe('the Play tab: difficulty, heat map and modes', () => {
  it('shows the difficulty and its parts under the maze, with an explanation tied to it', async () => {
    await openApp('?w=10&h=8&algorithm=backtracker&seed=d&braid=0');
    const line = await screen.findByText(/^Difficulty \d+\/10$/);
    const report = useStore.getState().report!;
    expect(line.textContent).toBe(`Difficulty ${report.difficulty}/10`);
    const paragraph = line.closest('p')!;
    const counted = (n: number | null, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
    expect(paragraph.textContent).toContain(`route ${counted(useStore.getState().shortestMoves, 'move', 'moves')}`);
    expect(paragraph.textContent).toContain(counted(report.decisions, 'decision', 'decisions'));
    expect(paragraph.textContent).toContain(`${report.temptingBranches} tempting wrong ${report.temptingBranches === 1 ? 'turn' : 'turns'}`);
    const explanation = document.getElementById(paragraph.getAttribute('aria-describedby')!)!;
    expect(explanation.textContent).toMatch(/sees 3 steps ahead/);
  });

  it('says one decision and one tempting wrong turn, not "1 decisions"', () => {
    expect(ANALYSIS.en.parts(1, 1, 1)).toBe('route 1 move · 1 decision · 1 tempting wrong turn');
    expect(ANALYSIS.en.parts(12, 0, 2)).toBe('route 12 moves · 0 decisions · 2 tempting wrong turns');
    expect(ANALYSIS.en.parts(1_234, null, null)).toBe(`route ${(1234).toLocaleString()} moves`);
  });

  it('the heat map toggles, and offers the solution as its origin only once solved', async () => {
    const user = userEvent.setup();
    await openApp('?w=6&h=5&algorithm=prim&seed=h&braid=0');
    const toggle = await screen.findByRole('button', { name: 'Heat map' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(useStore.getState().heatOn).toBe(true);
    const origin = screen.getByRole('group', { name: 'Shade by steps from' });
    expect(within(origin).getByRole('radio', { name: 'the start' })).toHaveProperty('checked', true);
    expect(within(origin).getByRole('radio', { name: 'the solution' })).toHaveProperty('disabled', true);
    await user.click(toggle);
    expect(useStore.getState().heat).toBeNull();
  });

  it('the mode is kept across visits; a time trial shows its target before the run and judges it after', async () => {
    const user = userEvent.setup();
    await openApp('?w=6&h=5&algorithm=prim&seed=t&braid=0');
    const mode = await screen.findByRole('combobox', { name: 'Mode' });
    await user.selectOptions(mode, 'timeTrial');
    expect(localStorage.getItem(MODE_KEY)).toBe('timeTrial');
    const state = useStore.getState();
    await screen.findByText(/^Difficulty/);
    const target = targetMs(state.shortestMoves, useStore.getState().report!.effort)!;
    expect(await screen.findByText(`Target time ${formatTarget(target)}`)).toBeTruthy();
    for (const at of state.solution!.subarray(1)) useStore.getState().moveTo(at);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Time trial')).toBeTruthy();
    expect(within(dialog).getByText(/^Target time .* · (beaten|missed) by /)).toBeTruthy();
  });

  it('reads in Chinese too', async () => {
    const user = userEvent.setup();
    await openApp('?w=6&h=5&algorithm=prim&seed=z&braid=0');
    await user.click(within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name: '中文' }));
    expect(await screen.findByRole('button', { name: '热力图' })).toBeTruthy();
    expect(await screen.findByText(/^难度 \d+\/10$/)).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: '玩法' }), 'fog');
    expect(screen.getByText(/^迷雾：/)).toBeTruthy();
  });
});

describe('time trial target', () => {
  it('5 s plus 0.3 s an expected move, rounded up to 5 s; none without a route', () => {
    expect(targetMs(10, 1)).toBe(10_000);
    expect(targetMs(100, 1.5)).toBe(50_000);
    expect(targetMs(100, 2)).toBe(65_000);
    expect(targetMs(0, 1)).toBe(5_000);
    expect(targetMs(10, null)).toBeNull();
  });
});

describe('a kept mode that is not one', () => {
  it('is Classic, and the page says so', async () => {
    localStorage.setItem(MODE_KEY, '{"mode":"fog"');
    const { createAppStore } = await import('../../src/store');
    const store = createAppStore({});
    expect(store.getState().playMode).toBe('classic');
    await Promise.resolve();
    expect(store.getState().notices.map((notice) => notice.text)).toContain('The play mode kept from last time could not be read: Classic is played.');
  });
});
