// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerMaze } from '../../src/components/mazeFocus';
import { PngDownload } from '../../src/components/PngDownload';
import { useStore } from '../../src/store';
import { generateMaze } from '../../src/core';

const initial = useStore.getState();

/** The PNG controls beside a stand-in for the game's canvas, registered as the maze the keys go back to. */
function renderWithMaze(registered = true) {
  return render(
    <>
      <canvas className="maze-markers" tabIndex={0} ref={registered ? registerMaze : undefined} />
      <input aria-label="Elsewhere" />
      <PngDownload />
    </>,
  );
}

beforeEach(() => {
  useStore.setState(initial, true);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PngDownload', () => {
  it('shows the progress of a slow export, with a Cancel that stops it', () => {
    vi.useFakeTimers();
    const cancelPng = vi.fn();
    useStore.setState({ cancelPng, downloadPng: () => new Promise(() => undefined) });
    renderWithMaze();
    fireEvent.click(screen.getByRole('button', { name: 'Download PNG' }));
    act(() => useStore.setState({ pngExport: { stage: 'drawing', fraction: 0.25 } }));
    expect((screen.getByRole('button', { name: 'Download PNG' }) as HTMLButtonElement).disabled).toBe(true);
    // A quick export shows nothing; one still running after a moment shows how far it is.
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => void vi.advanceTimersByTime(400));
    expect(screen.getByRole('progressbar', { name: 'PNG progress' }).getAttribute('value')).toBe('0.25');
    expect(screen.getByText(/Drawing 25%/)).toBeTruthy();
    act(() => useStore.setState({ pngExport: { stage: 'encoding' } }));
    expect(screen.getByText(/Compressing/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel PNG' }));
    expect(cancelPng).toHaveBeenCalledOnce();
    act(() => useStore.setState({ pngExport: null }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect((screen.getByRole('button', { name: 'Download PNG' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers the SVG beside the PNG; a slow SVG shows a running bar and Cancel SVG', () => {
    vi.useFakeTimers();
    const cancelPng = vi.fn();
    const downloadSvg = vi.fn(() => new Promise<void>(() => undefined));
    useStore.setState({ cancelPng, downloadSvg });
    renderWithMaze();
    const svg = screen.getByRole('button', { name: 'Download SVG' });
    expect(svg.getAttribute('title')).toMatch(/sharp at any size/);
    fireEvent.click(svg);
    expect(downloadSvg).toHaveBeenCalledOnce();
    act(() => useStore.setState({ pngExport: { stage: 'drawing', fraction: 0 }, exportFormat: 'svg' }));
    expect((screen.getByRole('button', { name: 'Download PNG' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Download SVG' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => void vi.advanceTimersByTime(400));
    // Paths are written in one go: the bar runs without a value.
    expect(screen.getByRole('progressbar', { name: 'SVG progress' }).getAttribute('value')).toBeNull();
    expect(screen.getByText('Writing…')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel SVG' }));
    expect(cancelPng).toHaveBeenCalledOnce();
  });

  it('hands the keys back to the maze after the checkbox and after the download', async () => {
    let finish: () => void = () => undefined;
    useStore.setState({ downloadPng: () => new Promise<void>((resolve) => (finish = resolve)) });
    const { container } = renderWithMaze();
    const canvas = container.querySelector('canvas')!;
    const box = screen.getByRole('checkbox', { name: 'Include my trail in the PNG' });
    box.focus();
    fireEvent.click(box);
    expect(useStore.getState().trailInPng).toBe(true);
    expect(document.activeElement).toBe(canvas);

    const button = screen.getByRole('button', { name: 'Download PNG' });
    button.focus();
    fireEvent.click(button);
    await act(async () => finish());
    expect(document.activeElement).toBe(canvas);
  });

  it('with no maze on show, leaves focus on the checkbox: arrows and H work there too', () => {
    registerMaze(null);
    renderWithMaze(false);
    const box = screen.getByRole('checkbox', { name: 'Include my trail in the PNG' });
    box.focus();
    fireEvent.click(box);
    expect(document.activeElement).toBe(box);
  });

  it('leaves focus where the player moved it while the PNG was made', async () => {
    let finish: () => void = () => undefined;
    useStore.setState({ downloadPng: () => new Promise<void>((resolve) => (finish = resolve)) });
    renderWithMaze();
    fireEvent.click(screen.getByRole('button', { name: 'Download PNG' }));
    const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere' });
    elsewhere.focus();
    await act(async () => finish());
    expect(document.activeElement).toBe(elsewhere);
  });

  it('a maze too big for an SVG: Download SVG is disabled, and says why beside itself', () => {
    useStore.setState({ maze: generateMaze({ algorithm: 'binary-tree', width: 1001, height: 1000, seed: 'big' }) });
    renderWithMaze();
    const svg = screen.getByRole('button', { name: 'Download SVG' }) as HTMLButtonElement;
    expect(svg.disabled).toBe(true);
    const why = document.getElementById(svg.getAttribute('aria-describedby')!)!;
    expect(why.textContent).toBe('An SVG holds mazes of up to 1,000,000 cells, and this one has 1,001,000: download it as a PNG instead.');
    expect((screen.getByRole('button', { name: 'Download PNG' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a picture made too long after the click to be sure it saved is offered again beside the buttons', () => {
    const saveReadyPicture = vi.fn();
    useStore.setState({ saveReadyPicture, pictureReady: { blob: new Blob(['png']), fileName: 'maze.png', format: 'png' } });
    renderWithMaze();
    expect(screen.getByRole('status').textContent).toMatch(/^Your PNG is ready\. If it did not download, Save PNG$/);
    fireEvent.click(screen.getByRole('button', { name: 'Save PNG' }));
    expect(saveReadyPicture).toHaveBeenCalledOnce();
  });
});
