import { render, screen, within } from '@testing-library/react';
import { SolversPage } from '../../src/lab/solvers/SolversPage';

/** The Solvers tab, rendered, with its three sections. */
export function renderLab() {
  render(<SolversPage />);
  return {
    solver: screen.getByRole('region', { name: 'Watch a solver' }),
    race: screen.getByRole('region', { name: 'Race the solvers' }),
    generator: screen.getByRole('region', { name: 'Watch a generator' }),
  };
}

/** The "Step i of n" counter of a section, as numbers. */
export function progress(section: HTMLElement): [number, number] {
  const text = within(section).getByText(/^Step [\d,]+ of [\d,]+$/).textContent!;
  const [at, of] = text.match(/[\d,]+/g)!.map((n) => Number(n.replace(/,/g, '')));
  return [at!, of!];
}
