/** A day (YYYY-MM-DD) as a language writes it short: "Fri 27 Nov", "11月27日周五". The date is a calendar date: read in UTC, never shifted by a time zone. */
export function dayName(date: string, locale: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
}
