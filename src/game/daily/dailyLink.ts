/**
 * A daily maze's link: #daily opens today's, #daily=YYYY-MM-DD a day's (checked when opened:
 * dailyRules' dayToOpen). The hash, not the query, so the query stays the maze's own settings.
 */
export function dailyHash(date: string): string {
  return `#daily=${date}`;
}

/** The day a page's hash asks for: '' for #daily (today), the text after #daily=, or null when it is no daily link. */
export function dailyLinkDay(hash: string): string | null {
  const id = hash.replace(/^#/, '');
  if (id === 'daily') return '';
  if (!id.startsWith('daily=')) return null;
  try {
    return decodeURIComponent(id.slice('daily='.length));
  } catch {
    return id.slice('daily='.length);
  }
}
