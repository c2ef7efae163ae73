// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PngScene } from '../../src/render/png';
import { useStore } from '../../src/store';
import { SETTLE } from '../support/timeouts';
import { generateAndSolve } from '../../src/workers/generation';
import type * as LazyServices from '../../src/workers/lazyServices';

const rendered = vi.hoisted(() => [] as { picture: PngScene; format: string | undefined }[]);
vi.mock('../../src/workers/lazyServices', async (original) => ({
  ...(await original<typeof LazyServices>()),
  pagePngService: {
    render: (picture: PngScene, _theme: unknown, _progress: unknown, format?: string) => {
      rendered.push({ picture, format });
      return { result: Promise.resolve(new Blob(['<svg/>'], { type: 'image/svg+xml' })), cancel: () => undefined };
    },
    save: () => undefined,
  },
}));

const { ExportSection } = await import('../../src/components/ExportSection');
const initial = useStore.getState();

function showMaze(query: { width: number; height: number; shape?: 'hex' }) {
  const settings = { algorithm: 'backtracker', braid: 0, seed: 'print', ...query } as const;
  const generated = generateAndSolve(settings);
  if (generated.kind === 'blocks') useStore.setState({ settings, maze: generated.maze, shaped: null, solution: generated.solution });
  else useStore.setState({ settings, maze: null, shaped: generated.maze, solution: generated.solution });
  return generated;
}

beforeEach(() => {
  useStore.setState(initial, true);
  rendered.length = 0;
  let urls = 0;
  URL.createObjectURL = vi.fn(() => `blob:page-${++urls}`);
  URL.revokeObjectURL = vi.fn();
  window.print = vi.fn();
});

afterEach(() => cleanup());

describe('Print', () => {
  it('puts the maze on one page and the maze with its whole solution on the next, then prints once both have loaded', async () => {
    const generated = showMaze({ width: 8, height: 6 });
    // The solution on show (from the player, or hidden) does not matter: the answer key is the whole solution.
    useStore.setState({ showSolution: false });
    render(<ExportSection />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Print' })));
    // Print's page-making loads on the first Print (components/printMaze.ts): wait for its pages.
    await screen.findByRole('img', { name: 'The maze' }, SETTLE);
    expect(rendered.map((r) => r.format)).toEqual(['svg', 'svg']);
    expect(rendered[0]!.picture.scene.solution).toBeNull();
    expect(rendered[1]!.picture.scene.solution).toBe(generated.solution);
    expect(rendered.every((r) => r.picture.scene.marks === null)).toBe(true);
    const maze = screen.getByRole('img', { name: 'The maze' }) as HTMLImageElement;
    const answer = screen.getByRole('img', { name: 'The maze with its solution (answer key)' }) as HTMLImageElement;
    expect([maze.getAttribute('src'), answer.getAttribute('src')]).toEqual(['blob:page-1', 'blob:page-2']);
    // A child of <body>, beside the app: the print stylesheet shows it alone.
    expect(maze.closest('.print-sheet')!.parentElement).toBe(document.body);
    fireEvent.load(maze);
    expect(window.print).not.toHaveBeenCalled();
    fireEvent.load(answer);
    expect(window.print).toHaveBeenCalledOnce();
    // Once printed, the pages leave (so printing the page later prints the page) and their files are let go.
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(screen.queryByRole('img', { name: 'The maze' })).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:page-1');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:page-2');
  });

  it('says so, and prints nothing, when a page picture cannot be shown', async () => {
    showMaze({ width: 5, height: 5 });
    render(<ExportSection />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Print' })));
    fireEvent.load(await screen.findByRole('img', { name: 'The maze' }, SETTLE));
    fireEvent.error(screen.getByRole('img', { name: 'The maze with its solution (answer key)' }));
    expect(window.print).not.toHaveBeenCalled();
    expect(screen.queryByRole('img', { name: 'The maze' })).toBeNull();
    expect(useStore.getState().notices.map((n) => n.text)).toEqual(['The maze could not be prepared for printing: its picture did not load.']);
  });

  it('prints a maze of cells the same way', async () => {
    const generated = showMaze({ width: 6, height: 5, shape: 'hex' });
    render(<ExportSection />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Print' })));
    await screen.findByRole('img', { name: 'The maze' }, SETTLE);
    expect(rendered.map((r) => [r.picture.kind, r.picture.scene.solution])).toEqual([
      ['cells', null],
      ['cells', generated.solution],
    ]);
  });

  it('says a maze over a million cells is too big, and makes nothing', async () => {
    const cells = 1001 * 1000;
    const maze = { rows: 2 * 1000 + 1, cols: 2 * 1001 + 1, cells: new Uint8Array(0), start: 0, goal: 0 };
    useStore.setState({ settings: { algorithm: 'backtracker', braid: 0, seed: 'x', width: 1001, height: 1000 }, maze: maze as never, solution: new Int32Array(0) });
    render(<ExportSection />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Print' })));
    await vi.waitFor(() => expect(useStore.getState().notices).toHaveLength(1), SETTLE);
    expect(rendered).toEqual([]);
    expect(useStore.getState().notices.map((n) => n.text)).toEqual([`Printing takes mazes of up to 1,000,000 cells, and this one has ${cells.toLocaleString('en')}: download it as a PNG instead.`]);
  });

  it('has nothing to print before a maze is made; Print studio opens the studio tab', () => {
    render(<ExportSection />);
    expect((screen.getByRole('button', { name: 'Print' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Print studio' }));
    expect(useStore.getState().tab).toBe('print');
  });
});
