// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuietBoundary } from '../../src/components/QuietBoundary';

afterEach(cleanup);

function Broken(): never {
  throw new Error('its code did not arrive');
}

describe('QuietBoundary', () => {
  it('shows nothing in place of a part that throws, says why once, and leaves the rest of the page', () => {
    const onError = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <main>
        <p>The game</p>
        <QuietBoundary onError={onError}>
          <Broken />
        </QuietBoundary>
      </main>,
    );
    expect(screen.getByText('The game')).toBeTruthy();
    expect(onError).toHaveBeenCalledOnce();
    expect((onError.mock.calls[0]![0] as Error).message).toBe('its code did not arrive');
    vi.restoreAllMocks();
  });
});
