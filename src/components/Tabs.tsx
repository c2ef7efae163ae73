import type { ReactNode } from 'react';
import { TABS, type TabId } from '../store/uiSlice';
import { useStore } from '../store';
import { CHROME } from '../i18n/chrome';
import { useText } from '../store/useText';

/** The section tabs. Arrow keys stay with the game, so tabs are reached with Tab and chosen with Enter or Space. */
export function TabList() {
  const tab = useStore((s) => s.tab);
  const setTab = useStore((s) => s.setTab);
  const text = useText(CHROME);
  return (
    <nav className="tabs" role="tablist" aria-label={text.sections}>
      {TABS.map((id) => (
        <button key={id} id={`tab-${id}`} type="button" role="tab" aria-selected={tab === id} aria-controls={`panel-${id}`} onClick={() => setTab(id)}>
          {text.tabs[id]}
        </button>
      ))}
    </nav>
  );
}

/** A tab's panel; its content mounts the first time it is shown and stays mounted after. */
export function TabPanel({ id, visited, children }: { id: TabId; visited: boolean; children: ReactNode }) {
  const tab = useStore((s) => s.tab);
  return (
    <div id={`panel-${id}`} role="tabpanel" aria-labelledby={`tab-${id}`} hidden={tab !== id} className="tab-panel">
      {(visited || tab === id) && children}
    </div>
  );
}
