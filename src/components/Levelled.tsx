import { createElement, lazy } from 'react';
import { useStore } from '../store';
import { Quietly } from './QuietBoundary';

// The parts of the page a maze of levels adds (StairsPad.tsx): fetched with the first such maze, never in the first load.
const fromStairsPad = (name: 'LevelStatus' | 'StairsPad' | 'StairsLegend') => lazy(() => import('./StairsPad').then((module) => ({ default: module[name] })));
const PARTS = { status: fromStairsPad('LevelStatus'), pad: fromStairsPad('StairsPad'), legend: fromStairsPad('StairsLegend') };

/** The status line's level ("Level 2 of 3"), the stairs buttons or the legend's stairs, on a maze of several levels; nothing on others. */
export function Levelled({ part }: { readonly part: keyof typeof PARTS }) {
  const levelled = useStore((s) => (s.settings?.levels ?? 1) > 1);
  if (!levelled) return null;
  return <Quietly>{createElement(PARTS[part])}</Quietly>;
}
