import { lazy } from 'react';
import { useStore } from '../../store';
import { Quietly } from '../QuietBoundary';

// The Race ghost toggle shows once there is a ghost to race (GhostRace.tsx): its code comes then, never in the first load.
const GhostRace = lazy(() => import('./GhostRace').then((module) => ({ default: module.GhostRace })));

export function GhostRaceWhenThere() {
  const there = useStore((s) => s.ghost !== null);
  if (!there) return null;
  return (
    <Quietly>
      <GhostRace />
    </Quietly>
  );
}
