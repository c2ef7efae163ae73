import { DISTANCE_SHADES, LAB_DISTANCE, labPalette, type LabKind } from '../../render/labMarks';
import { THEME } from '../../render/theme';

type Swatch = { readonly shape: 'block' | 'dot' | 'ring' | 'gradient'; readonly colour: string };

const palette = labPalette(THEME);

const ENTRIES: Readonly<Record<LabKind, { readonly name: string; readonly swatch: Swatch }>> = {
  wall: { name: 'Wall', swatch: { shape: 'block', colour: THEME.wall } },
  passage: { name: 'Passage', swatch: { shape: 'block', colour: THEME.passage } },
  start: { name: 'Start', swatch: { shape: 'ring', colour: THEME.entrance } },
  exit: { name: 'Exit', swatch: { shape: 'block', colour: THEME.exit } },
  head: { name: 'Search head', swatch: { shape: 'dot', colour: THEME.player } },
  walker: { name: 'Random walker', swatch: { shape: 'dot', colour: THEME.player } },
  frontier: { name: 'Frontier (waiting)', swatch: { shape: 'block', colour: THEME.frontier } },
  explored: { name: 'Explored / walked', swatch: { shape: 'block', colour: THEME.explored } },
  distance: {
    name: 'Explored, by distance: near → far',
    swatch: { shape: 'gradient', colour: `linear-gradient(90deg, ${palette[LAB_DISTANCE]}, ${palette[LAB_DISTANCE + DISTANCE_SHADES - 1]})` },
  },
  retreated: { name: 'Backtracked / dead end', swatch: { shape: 'block', colour: THEME.retreated } },
  path: { name: 'Final path', swatch: { shape: 'block', colour: THEME.path } },
  carved: { name: 'Just carved', swatch: { shape: 'block', colour: palette[5]! } },
  built: { name: 'Wall just added', swatch: { shape: 'block', colour: palette[6]! } },
  walk: { name: 'Random walk', swatch: { shape: 'block', colour: palette[7]! } },
  erased: { name: 'Loop just erased', swatch: { shape: 'block', colour: palette[8]! } },
};

/** The name a legend gives each kind (tests read the legend by these). */
export function legendName(kind: LabKind): string {
  return ENTRIES[kind].name;
}

/** The lab's colours and markers: one entry for each kind the replay beside it draws. */
export function LabLegend({ kinds, headName }: { kinds: readonly LabKind[]; headName?: string }) {
  return (
    <ul className="legend lab-legend" aria-label="Legend">
      {kinds.map((kind) => {
        const { name, swatch } = ENTRIES[kind];
        return (
          <li key={kind}>
            <span className={`swatch swatch-lab-${swatch.shape}`} style={{ ['--swatch' as string]: swatch.colour }} aria-hidden="true" />
            {kind === 'head' && headName ? headName : name}
          </li>
        );
      })}
    </ul>
  );
}
