/** The page's tabs, in the order the tab bar shows them. */
export const TABS = ['play', 'solvers', 'paths', 'print'] as const;
export type TabId = (typeof TABS)[number];

export function isTabId(value: string): value is TabId {
  return (TABS as readonly string[]).includes(value);
}
