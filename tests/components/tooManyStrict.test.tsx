// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PathsPage } from '../../src/lab/paths/PathsPage';
import { useGame } from '../../src/store';

const initial = useGame.getState();

beforeEach(() => {
  useGame.setState(initial, true);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  act(() => useGame.getState().cancelPaths());
  cleanup();
  vi.restoreAllMocks();
});

it('"List the first N" reads N strictly: digit groups yes, hex or exponents no', async () => {
  const user = userEvent.setup();
  render(<PathsPage />);
  fireEvent.change(screen.getByRole('textbox', { name: 'Maze text' }), { target: { value: Array(7).fill('0000000').join('\n') } });
  await user.click(screen.getByRole('button', { name: 'Find all paths' }));
  await screen.findByText('Total: 575,780,564', undefined, { timeout: 5000 });
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  const howMany = screen.getByLabelText('How many');
  for (const typed of ['0x10', '1e2', '+5', '5.0']) {
    fireEvent.change(howMany, { target: { value: typed } });
    await user.click(screen.getByRole('button', { name: 'List the first N' }));
    expect(screen.getByText('Enter a whole number of paths, 1 or more.')).toBeTruthy();
    expect(useGame.getState().pathsListing.status).toBe('cancelled');
  }
  fireEvent.change(howMany, { target: { value: '1,000' } });
  await user.click(screen.getByRole('button', { name: 'List the first 1,000' }));
  await screen.findByText('Listed: 1,000');
});
