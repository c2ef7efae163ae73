import { lazy } from 'react';
import { useStore } from '../store';
import { Quietly } from './QuietBoundary';

// The parts of the page a maze of levels adds (StairsPad.tsx): fetched with the first such maze, never in the first load.
const LevelStatus = lazy(() => import('./StairsPad').then((module) => ({ default: module.LevelStatus })));
const StairsPad = lazy(() => import('./StairsPad').then((module) => ({ default: module.StairsPad })));

/** The status line's level ("Level 2 of 3") or the stairs buttons, on a maze of several levels; nothing on others. */
export function Levelled({ part }: { readonly part: 'status' | 'pad' }) {
  const levelled = useStore((s) => (s.settings?.levels ?? 1) > 1);
  if (!levelled) return null;
  return (
    <Quietly>{part === 'status' ? <LevelStatus /> : <StairsPad />}</Quietly>
  );
}
