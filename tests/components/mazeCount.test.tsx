// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { countSpanningTrees, hexTopology } from '../../src/core';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import { useStore } from '../../src/store';
import { freshPageEachTest } from '../support/page';

const initial = useStore.getState();
freshPageEachTest(initial);

async function openApp(query: string) {
  window.history.replaceState(null, '', `/${query}`);
  render(<App />);
  await screen.findByRole('img', { name: /maze of/i });
}

describe('the Play tab’s maze count', () => {
  it('says under the maze how many perfect mazes of its size there are, once the page is idle', async () => {
    await openApp('?w=30&h=30&algorithm=backtracker&seed=count&braid=0');
    const line = await screen.findByText('This is one of about 10⁴³² possible 30×30 mazes.');
    expect(Number(line.getAttribute('data-log10'))).toBeCloseTo(432.4, 1);
  });

  it('names the shape, and says when loops were added after carving', async () => {
    await openApp('?shape=hex&w=30&h=20&algorithm=wilson&seed=s&braid=0.2');
    await screen.findByText(/^Carved as one of about 10³⁹⁶ possible 30×20 hex mazes, then loops were added\.$/);
  });

  it('gives a small count in full: a 3×3 maze is one of 192', async () => {
    await openApp('?w=3&h=3&algorithm=prim&seed=s&braid=0');
    await screen.findByText('This is one of about 192 possible 3×3 mazes.');
  });
});

describe('the exact number of perfect mazes', () => {
  it('comes in full on asking, within reach: a 3×3 maze is one of exactly 192, and copies', async () => {
    await openApp('?w=3&h=3&algorithm=prim&seed=s&braid=0');
    fireEvent.click(await screen.findByRole('button', { name: 'Exact number' }));
    const digits = await screen.findByText('192', { selector: '.maze-count-digits' });
    expect(digits.getAttribute('data-count')).toBe('192');
    expect(screen.getByText('Exactly, 3 digits:')).toBeTruthy();
    // jsdom has no clipboard: the page says so instead of failing quietly.
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await screen.findByText('Could not copy: this browser gives no clipboard access here.');
  });

  it('is the spanning-tree count of the maze’s own shape', async () => {
    await openApp('?shape=hex&w=6&h=5&algorithm=backtracker&seed=s&braid=0');
    fireEvent.click(await screen.findByRole('button', { name: 'Exact number' }));
    const digits = await screen.findByText(/^\d+$/, { selector: '.maze-count-digits' });
    expect(digits.textContent).toBe(countSpanningTrees(hexTopology(6, 5)).toString());
  });

  it('is not offered where it is out of reach', async () => {
    await openApp('?w=200&h=200&algorithm=backtracker&seed=s&braid=0');
    await screen.findByText(/possible 200×200 mazes/);
    expect(screen.queryByRole('button', { name: 'Exact number' })).toBeNull();
  });
});
