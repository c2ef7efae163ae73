// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import { encodeMask, parseMask, presetMask } from '../../src/core';
import { useStore } from '../../src/store';
import { freshPageEachTest } from '../support/page';

const initial = useStore.getState();

async function openApp(query: string) {
  window.history.replaceState(null, '', `/${query}`);
  render(<App />);
  await screen.findByRole('img', { name: /maze of/i });
  // A maze of cells arrives once its code has loaded: the editor opens on the maze the link names.
  await waitFor(() => expect(useStore.getState().generating).toBe(false));
}

/**
 * Opens the editor, a lazy chunk (OutlineButton's React.lazy). Its module is imported first, so
 * the click waits for no transform or load: the dialog comes with the render, as on a page whose
 * chunk has arrived. (Racing the import against findByRole's wait failed under load.)
 */
async function openEditor(user: ReturnType<typeof userEvent.setup>) {
  await import('../../src/components/outline/OutlineEditor');
  await user.click(screen.getByRole('button', { name: 'Draw outline…' }));
  return screen.findByRole('dialog', { name: 'Draw an outline' });
}

freshPageEachTest(initial);

describe('the outline editor', () => {
  it('opens from the Maze section on the current shape and size, labelled, with the first preset focused', async () => {
    const user = userEvent.setup();
    await openApp('?shape=hex&w=12&h=9&algorithm=backtracker&seed=o&braid=0');
    const dialog = await openEditor(user);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText(/Hexagon cells, 12 × 9\./)).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toBe('108 cells in one piece');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Circle' }));
  });

  it('has no button on a circular maze', async () => {
    await openApp('?shape=polar&rings=5&algorithm=backtracker&seed=o&braid=0');
    expect(screen.queryByRole('button', { name: 'Draw outline…' })).toBeNull();
  });

  it('closes on Escape and gives the keyboard back to its button; the maze behind does not move', async () => {
    const user = userEvent.setup();
    await openApp('?w=6&h=6&algorithm=backtracker&seed=esc&braid=0');
    await openEditor(user);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Moves: 0')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Draw outline…' }));
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    await openApp('?w=6&h=6&algorithm=backtracker&seed=tab&braid=0');
    const dialog = await openEditor(user);
    const grid = within(dialog).getByRole('application');
    grid.focus();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.tab();
    expect(document.activeElement).toBe(grid);
  });

  it('refuses an outline in pieces, saying so, and offers to mend it', async () => {
    const user = userEvent.setup();
    const split = parseMask('##..\n##..\n...#\n');
    await openApp('?w=6&h=6&algorithm=backtracker&seed=split&braid=0');
    useStore.getState().editDraft('mask', encodeMask(split));
    await openEditor(user);
    expect(screen.getByText('2 separate pieces: cells must touch across a side. Join them or remove the strays.')).toBeTruthy();
    const use = screen.getByRole('button', { name: 'Use this outline' }) as HTMLButtonElement;
    expect(use.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Remove strays' }));
    expect(screen.getByText('4 cells in one piece')).toBeTruthy();
    expect(use.disabled).toBe(false);
  });

  it('refuses an empty grid after Clear, and Fill all makes it whole again', async () => {
    const user = userEvent.setup();
    await openApp('?shape=triangle&w=8&h=5&algorithm=backtracker&seed=clear&braid=0');
    await openEditor(user);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('No cells yet: paint some, or start from a preset.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Use this outline' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Fill all' }));
    expect(screen.getByText('40 cells in one piece')).toBeTruthy();
  });

  it('resizes the grid, and says what is wrong with a size it cannot take', async () => {
    const user = userEvent.setup();
    await openApp('?w=6&h=6&algorithm=backtracker&seed=size&braid=0');
    const dialog = await openEditor(user);
    const width = screen.getAllByLabelText('Width').find((field) => dialog.contains(field))!;
    await user.clear(width);
    await user.type(width, '201{Enter}');
    expect(screen.getByText('Width must be a whole number from 1 to 200.')).toBeTruthy();
    await user.clear(width);
    await user.type(width, '10{Enter}');
    expect(screen.getByText(/Square cells, 10 × 6\./)).toBeTruthy();
    expect(screen.getByText('60 cells in one piece')).toBeTruthy();
  });

  it('makes the maze of the outline on "Use this outline", at the outline\'s size (a preset\'s own), and closes', async () => {
    const user = userEvent.setup();
    await openApp('?shape=hex&w=14&h=10&algorithm=backtracker&seed=use&braid=0');
    await openEditor(user);
    await user.click(screen.getByRole('button', { name: 'Star' }));
    await user.click(screen.getByRole('button', { name: 'Use this outline' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // A preset comes at the size at which its outline reads on the shape (a star on hexagons: 46×40).
    const code = encodeMask(presetMask('star', 'hex', 46, 40));
    await waitFor(() => expect(useStore.getState().settings?.mask).toBe(code));
    expect(useStore.getState().settings).toMatchObject({ shape: 'hex', width: 46, height: 40 });
    expect((screen.getByLabelText('Outline') as HTMLSelectElement).value).toBe(code);
  });

  it('says so, on one line, when a file is not an image it can read, and nothing breaks', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openApp('?w=6&h=6&algorithm=backtracker&seed=file&braid=0');
    const dialog = await openEditor(user);
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File(['not a picture'], 'notes.txt', { type: 'text/plain' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe("'notes.txt' is not an image this browser can read: try a PNG, JPEG, GIF or WebP file.");
    expect(within(dialog).getByRole('status').textContent).toBe('36 cells in one piece');
  });

  it('draws a preset again at a new size rather than stretching its cells', async () => {
    const user = userEvent.setup();
    await openApp('?w=6&h=6&algorithm=backtracker&seed=again&braid=0');
    const dialog = await openEditor(user);
    await user.click(screen.getByRole('button', { name: 'Heart' }));
    const [width, height] = ['Width', 'Height'].map((name) => within(dialog).getByLabelText(name));
    await user.clear(width!);
    await user.type(width!, '23');
    await user.clear(height!);
    await user.type(height!, '17{Enter}');
    const cells = presetMask('heart', 'square', 23, 17).cells.reduce((sum, cell) => sum + cell, 0);
    expect(within(dialog).getByRole('status').textContent).toBe(`${cells} cells in one piece`);
  });

  it('picks a preset at its own size for the shape, shown in the form, which the player can still change', async () => {
    const user = userEvent.setup();
    await openApp('?shape=triangle&w=20&h=10&algorithm=backtracker&seed=sizes&braid=0');
    const dialog = await openEditor(user);
    await user.click(within(dialog).getByRole('button', { name: 'Star' }));
    const [width, height] = ['Width', 'Height'].map((name) => within(dialog).getByLabelText(name) as HTMLInputElement);
    expect([width!.value, height!.value]).toEqual(['70', '40']);
    expect(screen.getByText(/Triangle cells, 70 × 40\./)).toBeTruthy();
    await user.clear(width!);
    await user.type(width!, '50{Enter}');
    expect(screen.getByText(/Triangle cells, 50 × 40\./)).toBeTruthy();
  });

  it('has Paint and Fill tools, and Undo takes back an edit', async () => {
    const user = userEvent.setup();
    await openApp('?w=6&h=6&algorithm=backtracker&seed=tools&braid=0');
    const dialog = await openEditor(user);
    const [paint, fill, undo] = ['Paint', 'Fill', 'Undo'].map((name) => within(dialog).getByRole('button', { name }) as HTMLButtonElement);
    expect(paint!.getAttribute('aria-pressed')).toBe('true');
    expect(fill!.getAttribute('aria-pressed')).toBe('false');
    expect(undo!.disabled).toBe(true);
    await user.click(fill!);
    expect(fill!.getAttribute('aria-pressed')).toBe('true');
    expect(paint!.getAttribute('aria-pressed')).toBe('false');
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(within(dialog).getByRole('status').textContent).toBe('No cells yet: paint some, or start from a preset.');
    await user.click(undo!);
    expect(within(dialog).getByRole('status').textContent).toBe('36 cells in one piece');
    expect(undo!.disabled).toBe(true);
  });

  it('picking a preset in the Maze section sets its size', async () => {
    await openApp('?w=15&h=15&algorithm=backtracker&seed=pick&braid=0');
    await userEvent.setup().selectOptions(screen.getByLabelText('Outline'), 'heart');
    await waitFor(() => expect(useStore.getState().settings).toMatchObject({ mask: 'heart', width: 40, height: 36 }));
    expect(useStore.getState().draft).toMatchObject({ width: '40', height: '36' });
  });
});
