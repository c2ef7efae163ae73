// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateMaze, GridParseError, parseGrid } from '../../src/core';
import { PATHS_TEXT } from '../../src/i18n/paths';
import { SOLVER_NOTES } from '../../src/i18n/solverNotes';
import { SOLVERS_TEXT } from '../../src/i18n/solvers';
import { PathsPage } from '../../src/lab/paths/PathsPage';
import { describeDuration } from '../../src/lab/paths/estimate';
import { SolversPage } from '../../src/lab/solvers/SolversPage';
import { useStore } from '../../src/store';
import { loadChineseFirst } from '../support/chinese';
import { SETTLE } from '../support/timeouts';

loadChineseFirst();

// The labs' actions, installed as the app does when a lab opens (App.tsx), before the first state is taken.
await useStore.getState().installLabs();
const initial = useStore.getState();
const maze = generateMaze({ algorithm: 'backtracker', width: 8, height: 6, seed: 'lab', braid: 0.3 });

beforeEach(() => {
  useStore.setState(initial, true);
  useStore.setState({ maze, tab: 'solvers', labSource: 'game' });
  // jsdom has no canvas; the canvases then draw nothing, which is all these tests need.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  act(() => useStore.getState().cancelPaths());
  cleanup();
  vi.restoreAllMocks();
});

/** Every Han character run on the page: with English chosen there must be none. */
function chinese(): string[] {
  return document.body.textContent?.match(/[\u4e00-\u9fff]+/g) ?? [];
}

describe('the Solvers lab in Chinese', () => {
  it('names its sections, controls, figures and legend in Chinese once the language is zh', async () => {
    await act(() => useStore.getState().setLanguage('zh'));
    render(<SolversPage />);
    const solver = screen.getByRole('region', { name: '观看求解过程' });
    const race = screen.getByRole('region', { name: '求解算法大比拼' });
    expect(screen.getByRole('region', { name: '观看迷宫生成' })).toBeTruthy();
    expect(within(solver).getByRole('group', { name: '算法' })).toBeTruthy();
    expect(within(solver).getByText(SOLVER_NOTES.zh.notes.bfs)).toBeTruthy();
    expect(within(solver).getByRole('button', { name: '播放' })).toBeTruthy();
    expect(within(solver).getByRole('button', { name: '单步' })).toBeTruthy();
    expect(within(solver).getByRole('slider', { name: '速度' })).toBeTruthy();
    expect(within(solver).getByText(/^第 0 步，共 [\d,]+ 步$/)).toBeTruthy();
    expect(within(solver).getByText('已探索块数', { selector: 'dt' })).toBeTruthy();
    expect(within(solver).getByRole('list', { name: '图例' }).textContent).toContain('最终路径');
    expect(within(solver).getByRole('img', { name: 'BFS 正在解一个13×17 块的迷宫' })).toBeTruthy();

    await userEvent.click(within(race).getByRole('button', { name: '开始比拼' }));
    const table = await within(race).findByRole('table', { name: '所有算法解同一个迷宫' });
    expect(within(race).getByRole('list', { name: '各算法并排比拼' })).toBeTruthy();
    await userEvent.click(within(race).getByRole('button', { name: '直接看结果' }));
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['算法', '已探索块数', '路径长度', '最短', '总是最短']);
    expect(within(race).getByRole('button', { name: '测量用时' })).toBeTruthy();
    expect(within(table).getAllByRole('cell').some((cell) => cell.textContent === '是')).toBe(true);
  });

  it('switches back to exactly the English words when the language goes back to en', async () => {
    await act(() => useStore.getState().setLanguage('zh'));
    render(<SolversPage />);
    await act(() => useStore.getState().setLanguage('en'));
    expect(screen.getByRole('region', { name: 'Watch a solver' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Race the solvers' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Play' }).length).toBeGreaterThan(0);
    expect(screen.getByText(SOLVER_NOTES.en.notes.bfs)).toBeTruthy();
    expect(chinese()).toEqual([]);
  });

  it('keeps every text English when English is chosen', () => {
    render(<SolversPage />);
    expect(chinese()).toEqual([]);
  });
});

describe('the Paths lab in Chinese', () => {
  it('names its editor, run controls, counters and text box in Chinese, and lists the paths', async () => {
    await act(() => useStore.getState().setLanguage('zh'));
    render(<PathsPage />);
    expect(screen.getByRole('region', { name: '网格' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '所有路径' })).toBeTruthy();
    expect(screen.getByRole('group', { name: '点击设置' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '墙' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '迷宫文本' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '顺序' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '找出所有路径' }));
    await vi.waitFor(() => expect(screen.getByText('已列出所有路径。')).toBeTruthy(), SETTLE);
    expect(document.querySelector('.paths-total')?.textContent).toMatch(/^总数：\d+$/);
    expect(document.querySelector('.paths-listed')?.textContent).toMatch(/^已列出：\d+$/);
    expect(screen.getByRole('button', { name: '复制列表' })).toBeTruthy();
  });

  it('words a grid text’s parse error in Chinese by its kind, the core’s English message unchanged', async () => {
    await act(() => useStore.getState().setLanguage('zh'));
    render(<PathsPage />);
    fireEvent.change(screen.getByRole('textbox', { name: '迷宫文本' }), { target: { value: '0 1\n0' } });
    expect(screen.getByRole('alert').textContent).toBe('第 2 行，第 2 列：各行长短不一：每一行都必须和第一行一样长。 上面的网格没有改变。');
    let error: unknown = null;
    try {
      parseGrid('0 1\n0');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(GridParseError);
    expect((error as GridParseError).kind).toBe('ragged-row');
    expect((error as GridParseError).message).toBe('line 2, column 2: ragged row: it has 1 value but the first row (line 1) has 2; every row must be as long');
  });

  it('keeps every text English when English is chosen, the counters as contracted', async () => {
    render(<PathsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Find all paths' }));
    await vi.waitFor(() => expect(screen.getByText('Listed every path.')).toBeTruthy(), SETTLE);
    expect(document.querySelector('.paths-total')?.textContent).toMatch(/^Total: \d+$/);
    expect(document.querySelector('.paths-listed')?.textContent).toMatch(/^Listed: \d+$/);
    expect(chinese()).toEqual([]);
  });
});

describe('the labs’ store messages', () => {
  it('says a bad size and a cleared grid in the store’s language, English as before', () => {
    const { editPathsSize, applyPathsSize, clearPathsGrid, setLanguage } = useStore.getState();
    act(() => {
      editPathsSize('rows', '0');
      applyPathsSize();
    });
    expect(useStore.getState().pathsSizeErrors.rows).toMatch(/^Rows must be a whole number from 1 to [\d,]+\.$/);
    act(() => {
      setLanguage('zh');
      applyPathsSize();
    });
    expect(useStore.getState().pathsSizeErrors.rows).toMatch(/^行数必须是 1 到 \d+ 之间的整数。$/);
    const announce = vi.spyOn(useStore.getState(), 'announce');
    useStore.setState({ announce });
    act(() => clearPathsGrid());
    expect(announce).toHaveBeenLastCalledWith('已清空：一张全部打通的 3 × 4 网格。');
  });
});

describe('the labs’ books', () => {
  it('say durations in each language, English as before', () => {
    expect(describeDuration(3 * 86_400)).toBe('about 3 days');
    expect(describeDuration(3 * 86_400, 'zh')).toBe('约 3 天');
    expect(describeDuration(Infinity, 'zh')).toBe('比宇宙存在的时间还长');
  });

  it('say an end on a wall, and a smaller maze to offer, in Chinese', () => {
    expect(PATHS_TEXT.zh.endpointProblem('start', 'start (0,0) is on a wall')).toBe('起点(0,0)在墙上：路径无法从这里出发。');
    expect(PATHS_TEXT.zh.blockedTitle('goal', 'goal (9,9) is outside the 3x4 grid')).toBe('终点(9,9)在网格之外');
    expect(PATHS_TEXT.en.blockedTitle('goal', 'goal (9,9) is outside the 3x4 grid')).toBe('goal (9,9) is outside the 3x4 grid');
    expect(SOLVERS_TEXT.zh.useSmaller(SOLVERS_TEXT.zh.smallerSize('hex', '12×8', 'hex maze'))).toBe('改用 12×8 六边形的实验迷宫');
    expect(SOLVERS_TEXT.zh.useSmaller(SOLVERS_TEXT.zh.smallerSize('square', '20×15', 'maze'))).toBe('改用 20×15 的实验迷宫');
  });

  it('have no Chinese in English and no empty entry in Chinese', () => {
    for (const book of [SOLVERS_TEXT, PATHS_TEXT, SOLVER_NOTES]) {
      for (const value of Object.values(book.en)) if (typeof value === 'string') expect(value).not.toMatch(/[\u4e00-\u9fff]/);
      for (const value of Object.values(book.zh)) if (typeof value === 'string') expect(value).not.toBe('');
    }
  });
});
