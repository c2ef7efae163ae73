// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookOptions } from '../../src/print/bookOptions';
import type { BookProgress, BookService } from '../../src/print/studio/bookService';
import { PrintStudio } from '../../src/print/studio/PrintStudio';
import { readKeptStudioDraft, STUDIO_KEY } from '../../src/print/studio/studioDraft';
import { useStore } from '../../src/store';

const initial = useStore.getState();

/** A book service that records what it is asked and lets the test finish or fail each build. */
function fakeService() {
  const previews: BookOptions[] = [];
  const builds: { options: BookOptions; progress: (p: BookProgress) => void; finish: (pdf: Uint8Array) => void; fail: (error: Error) => void; cancel: ReturnType<typeof vi.fn> }[] = [];
  const saved: { pdf: Uint8Array; fileName: string }[] = [];
  const service: BookService = {
    preview: (options) => {
      previews.push(options);
      return { result: Promise.resolve('<svg xmlns="http://www.w3.org/2000/svg"/>'), cancel: () => undefined };
    },
    build: (options, progress) => {
      let finish!: (pdf: Uint8Array) => void;
      let fail!: (error: Error) => void;
      const result = new Promise<Uint8Array>((resolve, reject) => ((finish = resolve), (fail = reject)));
      const cancel = vi.fn();
      builds.push({ options, progress, finish, fail, cancel });
      return { result, cancel };
    },
    save: (pdf, fileName) => void saved.push({ pdf, fileName }),
  };
  return { service, previews, builds, saved };
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const makePdf = () => screen.getByRole('button', { name: 'Make PDF' }) as HTMLButtonElement;

beforeEach(() => {
  useStore.setState(initial, true);
  localStorage.clear();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => cleanup());

describe('PrintStudio', () => {
  it('shows the mazes, the layout and answers, with a preview of the first page of the book they describe', async () => {
    const { service, previews } = fakeService();
    render(<PrintStudio service={service} />);
    expect(screen.getByRole('group', { name: 'The mazes' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Shape' }) as HTMLSelectElement).value).toBe('square');
    expect(field('Base seed').value).toBe('book');
    expect(field('How many mazes (1–100)').value).toBe('12');
    const perPage = screen.getByRole('radiogroup', { name: 'Mazes per page' });
    expect(within(perPage).getAllByRole('radio').map((radio) => radio.parentElement!.textContent)).toEqual(['1', '2', '4', '6']);
    expect((screen.getByRole('checkbox', { name: 'Answer-key pages at the back' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('3 pages of mazes and 3 of answers')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('img', { name: 'Preview of the first page of a 6-page book' })).toBeTruthy());
    const shown = previews.at(-1)!;
    expect(shown).toMatchObject({ seed: 'book', count: 12, perPage: 4, paper: 'a4', landscape: false, answers: true, language: 'en' });
    expect(shown.maze).toMatchObject({ width: 20, height: 20, algorithm: 'backtracker', style: 'lines' });
    // The QR codes lead back to this very page.
    expect(shown.urlBase).toBe(`${window.location.origin}${window.location.pathname}`);
  });

  it('redraws the preview as the layout changes', async () => {
    const { service, previews } = fakeService();
    render(<PrintStudio service={service} />);
    await waitFor(() => expect(previews.length).toBeGreaterThan(0));
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Mazes per page' })).getByRole('radio', { name: '6' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Landscape' }));
    fireEvent.click(screen.getByRole('radio', { name: 'US Letter' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Answer-key pages at the back' }));
    await waitFor(() => expect(previews.at(-1)).toMatchObject({ perPage: 6, landscape: true, paper: 'letter', answers: false }));
    expect(screen.getByText('2 pages of mazes')).toBeTruthy();
  });

  it('says what is wrong with a field and makes no PDF until it is fixed', () => {
    const { service } = fakeService();
    render(<PrintStudio service={service} />);
    fireEvent.change(field('How many mazes (1–100)'), { target: { value: '101' } });
    expect(screen.getByText('A book has 1 to 100 mazes.')).toBeTruthy();
    expect(field('How many mazes (1–100)').getAttribute('aria-invalid')).toBe('true');
    expect(makePdf().disabled).toBe(true);
    fireEvent.change(field('How many mazes (1–100)'), { target: { value: '100' } });
    fireEvent.change(field('Width'), { target: { value: '201' } });
    expect(screen.getByText('A printed maze is at most 200 cells a side.')).toBeTruthy();
    expect(makePdf().disabled).toBe(true);
    fireEvent.change(field('Width'), { target: { value: '30' } });
    fireEvent.change(field('Height'), { target: { value: '250' } });
    expect(field('Height').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('A printed maze is at most 200 cells a side.')).toBeTruthy();
    fireEvent.change(field('Height'), { target: { value: '30' } });
    fireEvent.change(field('Base seed'), { target: { value: '' } });
    expect(makePdf().disabled).toBe(true);
    fireEvent.change(field('Base seed'), { target: { value: 'class-4b' } });
    expect(makePdf().disabled).toBe(false);
    expect(screen.getByText(/Maze 1 uses the seed class-4b-1/)).toBeTruthy();
  });

  it('takes the link address of the QR codes, warns when it is local, and keeps it with the form', () => {
    const { service } = fakeService();
    render(<PrintStudio service={service} />);
    const link = field('Link address of the QR codes');
    // Served from localhost (as `npm start` serves it): a phone could not open these codes.
    expect(link.getAttribute('placeholder')).toBe(`${window.location.origin}${window.location.pathname}`);
    expect(screen.getByText(/is a local address: a student's phone cannot reach it/)).toBeTruthy();
    fireEvent.change(link, { target: { value: 'https://maze.example/play/' } });
    expect(screen.queryByText(/is a local address/)).toBeNull();
    expect(makePdf().disabled).toBe(false);
    expect(readKeptStudioDraft().link).toBe('https://maze.example/play/');
    fireEvent.change(link, { target: { value: 'maze.example' } });
    expect(screen.getByText('The link address must be an http or https address, without ? or #.')).toBeTruthy();
    expect(link.getAttribute('aria-invalid')).toBe('true');
    expect(makePdf().disabled).toBe(true);
  });

  it('a circle asks for rings, and a row-by-row algorithm gives way to one that can make it', () => {
    const { service } = fakeService();
    render(<PrintStudio service={service} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Algorithm' }), { target: { value: 'sidewinder' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Shape' }), { target: { value: 'polar' } });
    expect(field('Rings')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Width' })).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Algorithm' }) as HTMLSelectElement).value).toBe('backtracker');
    // Lines or blocks is a square's choice: other shapes are always lines.
    expect(screen.queryByRole('radiogroup', { name: 'Style' })).toBeNull();
    fireEvent.change(field('Rings'), { target: { value: '101' } });
    expect(screen.getByText('A printed circle has at most 100 rings.')).toBeTruthy();
  });

  it('levels: the Levels menu stacks a book’s squares, a row-by-row algorithm gives way, and Style goes (levels are drawn in lines)', () => {
    const { service } = fakeService();
    render(<PrintStudio service={service} />);
    expect(screen.getByRole('radiogroup', { name: 'Style' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Algorithm' }), { target: { value: 'eller' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Levels' }), { target: { value: '3' } });
    expect((screen.getByRole('combobox', { name: 'Levels' }) as HTMLSelectElement).value).toBe('3');
    expect((screen.getByRole('combobox', { name: 'Algorithm' }) as HTMLSelectElement).value).toBe('backtracker');
    expect(screen.queryByRole('radiogroup', { name: 'Style' })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Shape' }), { target: { value: 'hex' } });
    expect(screen.queryByRole('combobox', { name: 'Levels' })).toBeNull();
  });

  it('builds the PDF with progress and Cancel, then saves it under a name saying what it is', async () => {
    const { service, builds, saved } = fakeService();
    render(<PrintStudio service={service} />);
    fireEvent.click(makePdf());
    expect(builds).toHaveLength(1);
    expect(builds[0]!.options).toMatchObject({ count: 12, answers: true });
    expect(makePdf().disabled).toBe(true);
    act(() => builds[0]!.progress({ done: 5, total: 12 }));
    expect(screen.getByRole('progressbar', { name: 'Making the PDF' }).getAttribute('value')).toBe('5');
    expect(screen.getByText('Drawing maze 5 of 12…')).toBeTruthy();
    act(() => builds[0]!.progress({ done: 12, total: 12 }));
    expect(screen.getByText('Putting the pages together…')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(builds[0]!.cancel).toHaveBeenCalledOnce();
    const { JobCancelled } = await import('../../src/workers/job');
    await act(async () => builds[0]!.fail(new JobCancelled()));
    expect(screen.getByRole('status').textContent).toBe('The PDF was cancelled.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(saved).toEqual([]);

    fireEvent.click(makePdf());
    const pdf = new Uint8Array([37, 80, 68, 70]);
    await act(async () => builds[1]!.finish(pdf));
    expect(saved).toEqual([{ pdf, fileName: 'maze-book-book-12.pdf' }]);
    expect(screen.getByRole('status').textContent).toBe('Saved maze-book-book-12.pdf.');

    fireEvent.click(makePdf());
    await act(async () => builds[2]!.fail(new Error('out of memory')));
    expect(screen.getByRole('status').textContent).toBe('The PDF could not be made: out of memory.');
  });

  it('says so when the first page cannot be drawn', async () => {
    const { service } = fakeService();
    render(<PrintStudio service={{ ...service, preview: () => ({ result: Promise.reject(new Error('the preview worker stopped')), cancel: () => undefined }) }} />);
    await waitFor(() => expect(screen.getByText('The first page could not be drawn: the preview worker stopped.')).toBeTruthy());
  });

  it('takes the game maze settings on request (its seed as the base seed)', () => {
    const { service } = fakeService();
    render(<PrintStudio service={service} />);
    expect((screen.getByRole('button', { name: 'Use the game’s maze settings' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => useStore.setState({ settings: { algorithm: 'prim', width: 10, height: 10, braid: 0, seed: 'shown', shape: 'polar', rings: 7 } }));
    fireEvent.click(screen.getByRole('button', { name: 'Use the game’s maze settings' }));
    expect((screen.getByRole('combobox', { name: 'Shape' }) as HTMLSelectElement).value).toBe('polar');
    expect(field('Rings').value).toBe('7');
    expect((screen.getByRole('combobox', { name: 'Algorithm' }) as HTMLSelectElement).value).toBe('prim');
    expect(field('Base seed').value).toBe('shown');
    expect(field('How many mazes (1–100)').value).toBe('12');
  });

  it('keeps its options across visits', () => {
    const { service } = fakeService();
    const first = render(<PrintStudio service={service} />);
    fireEvent.change(field('Base seed'), { target: { value: 'kept' } });
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Mazes per page' })).getByRole('radio', { name: '2' }));
    first.unmount();
    expect(localStorage.getItem(STUDIO_KEY)).toContain('"kept"');
    render(<PrintStudio service={service} />);
    expect(field('Base seed').value).toBe('kept');
    expect((within(screen.getByRole('radiogroup', { name: 'Mazes per page' })).getByRole('radio', { name: '2' }) as HTMLInputElement).checked).toBe(true);
  });

  it('an unreadable kept value gives the defaults', () => {
    localStorage.setItem(STUDIO_KEY, '{"version":1,"data":{"perPage":5,"paper":"a3","seed":7,"count":"30"}}');
    render(<PrintStudio service={fakeService().service} />);
    expect(field('Base seed').value).toBe('book');
    expect(field('How many mazes (1–100)').value).toBe('30');
    expect((within(screen.getByRole('radiogroup', { name: 'Mazes per page' })).getByRole('radio', { name: '4' }) as HTMLInputElement).checked).toBe(true);
  });

  it('speaks Chinese, and the book it asks for is labelled in Chinese', async () => {
    const { service, previews } = fakeService();
    render(<PrintStudio service={service} />);
    await act(() => useStore.getState().setLanguage('zh'));
    expect(screen.getByRole('heading', { name: '打印工作室' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '生成 PDF' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '迷宫数量（1–100）' }), { target: { value: '0' } });
    expect(screen.getByText('一本书可以有 1 到 100 个迷宫。')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '迷宫数量（1–100）' }), { target: { value: '8' } });
    await waitFor(() => expect(previews.at(-1)).toMatchObject({ language: 'zh', count: 8 }));
  });
});
