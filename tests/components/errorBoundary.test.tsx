// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../src/components/ErrorBoundary';

function Broken(): never {
  throw new Error('the canvas fell over');
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('shows what went wrong and a Reload button instead of the tab, and leaves the rest of the page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    render(
      <div>
        <p>Header</p>
        <ErrorBoundary reload={reload}>
          <Broken />
        </ErrorBoundary>
      </div>,
    );
    expect(screen.getByRole('alert').textContent).toMatch(/Something went wrong in this tab\..*the canvas fell over/);
    expect(screen.getByText('Header')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows its children while they work', () => {
    render(
      <ErrorBoundary>
        <p>Fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Fine')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
