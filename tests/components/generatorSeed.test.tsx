// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GeneratorSettings } from '../../src/lab/solvers/GeneratorSettings';
import { useStore } from '../../src/store';

// The labs' actions, installed as the app does when a lab opens (App.tsx), before the first state is taken.
await useStore.getState().installLabs();
const initial = useStore.getState();

beforeEach(() => useStore.setState(initial, true));
afterEach(cleanup);

describe('watching a generator: the seed and size fields take what the game takes', () => {
  it('a seed over 64 characters is said to be too long and not used', () => {
    render(<GeneratorSettings />);
    const seed = screen.getByLabelText('Seed');
    fireEvent.change(seed, { target: { value: 'x'.repeat(64) } });
    expect(useStore.getState().carveWatch.seed).toBe('x'.repeat(64));
    expect(seed.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(seed, { target: { value: 'y'.repeat(5000) } });
    expect(screen.getByText('Seed must be at most 64 characters; this one has 5000. The replay keeps the last seed that fit.')).toBeTruthy();
    expect(seed.getAttribute('aria-invalid')).toBe('true');
    expect(useStore.getState().carveWatch.seed).toBe('x'.repeat(64));
    fireEvent.change(seed, { target: { value: 'short' } });
    expect(useStore.getState().carveWatch.seed).toBe('short');
    expect(seed.getAttribute('aria-invalid')).toBeNull();
  });

  it('a size in exponent form is refused, as in the game', () => {
    render(<GeneratorSettings />);
    const width = screen.getByLabelText('Width');
    const before = useStore.getState().carveWatch.width;
    fireEvent.change(width, { target: { value: '1e1' } });
    expect(width.getAttribute('aria-invalid')).toBe('true');
    expect(useStore.getState().carveWatch.width).toBe(before);
  });
});
