// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import { LANGUAGE_KEY } from '../../src/i18n/language';
import { useStore } from '../../src/store';
import { freshPageEachTest } from '../support/page';
import { loadChineseFirst } from '../support/chinese';

loadChineseFirst();

const initial = useStore.getState();

async function openApp(query: string) {
  window.history.replaceState(null, '', `/${query}`);
  render(<App />);
  await screen.findByRole('img', { name: /Maze of|方格迷宫/ });
}

freshPageEachTest(initial, { language: 'en' });

describe('the language switch', () => {
  it('turns the page into Chinese and back, with <html lang>, and keeps the choice', async () => {
    const user = userEvent.setup();
    await openApp('?w=7&h=5&algorithm=prim&seed=t&braid=0');
    const group = screen.getByRole('group', { name: 'Language' });
    expect(within(group).getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(group).getByRole('button', { name: '中文' }).getAttribute('aria-pressed')).toBe('false');

    await user.click(within(group).getByRole('button', { name: '中文' }));
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('zh');
    expect(screen.getByRole('group', { name: '语言' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '生成新迷宫' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '显示答案' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: '下载 PNG' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '游戏' })).toBeTruthy();
    expect(screen.getByText('步数：0')).toBeTruthy();
    expect(screen.getByRole('img', { name: '方格迷宫，7×5 格' })).toBeTruthy();
    expect(screen.getByRole('application', { name: '迷宫游戏' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New maze' })).toBeNull();
    // The link had no lang=: it stays the maze's query exactly.
    expect(window.location.search).toBe('?w=7&h=5&algorithm=prim&seed=t&braid=0');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
    expect(screen.getByRole('button', { name: 'New maze' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Maze of 7 by 5 cells' })).toBeTruthy();
  });

  it('speaks Chinese in the live region once Chinese is chosen', async () => {
    const user = userEvent.setup();
    await openApp('?w=7&h=5&algorithm=prim&seed=t&braid=0');
    await user.click(screen.getByRole('button', { name: '中文' }));
    await user.click(screen.getByRole('button', { name: '显示答案' }));
    expect(useStore.getState().announcement.text).toBe('已显示答案。');
    await user.click(screen.getByRole('button', { name: '放大' }));
    expect(useStore.getState().announcement.text).toBe('缩放：每格 12 像素，跟随你移动。');
  });

  it("says a typed setting's problem in Chinese", async () => {
    const user = userEvent.setup();
    await openApp('?w=7&h=5&algorithm=prim&seed=t&braid=0');
    await user.click(screen.getByRole('button', { name: '中文' }));
    const width = screen.getByLabelText('宽');
    await user.clear(width);
    await user.type(width, 'x{Enter}');
    expect(await screen.findByText('宽必须是 1 到 4000 之间的整数。')).toBeTruthy();
  });

  it("names a link's bad value in Chinese when the page speaks Chinese", async () => {
    useStore.setState({ language: 'zh' });
    await openApp('?w=abc&h=5&algorithm=prim&seed=t&braid=0&lang=zh');
    expect(await screen.findByText(/^链接中的 w='abc' 无效，已改用默认值。宽必须是 1 到 4000 之间的整数。$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '关闭提示' })).toBeTruthy();
  });

  it('opens the outline editor in Chinese', async () => {
    const user = userEvent.setup();
    await openApp('?w=7&h=5&algorithm=prim&seed=t&braid=0');
    await user.click(screen.getByRole('button', { name: '中文' }));
    await user.click(screen.getByRole('button', { name: '绘制轮廓…' }));
    const dialog = await screen.findByRole('dialog', { name: '绘制轮廓' });
    expect(within(dialog).getByRole('button', { name: '使用这个轮廓' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '心形' })).toBeTruthy();
  });

  it('keeps lang= in the address bar, following the switch, when the link had it', async () => {
    const user = userEvent.setup();
    useStore.setState({ language: 'zh' });
    await openApp('?w=7&h=5&algorithm=prim&seed=t&braid=0&lang=zh');
    expect(window.location.search).toBe('?w=7&h=5&algorithm=prim&seed=t&braid=0&lang=zh');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(window.location.search).toBe('?w=7&h=5&algorithm=prim&seed=t&braid=0&lang=en');
    await user.click(screen.getByRole('button', { name: 'New maze' }));
    await screen.findByRole('img', { name: /Maze of 7 by 5 cells/ });
    expect(window.location.search).toMatch(/^\?w=7&h=5&algorithm=prim&seed=[a-z2-9]+&braid=0&lang=en$/);
  });
});
