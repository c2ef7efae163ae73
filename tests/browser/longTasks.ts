import type { Page } from 'playwright-core';

/** A long task the page ran (over 50 ms), from the PerformanceObserver watchLongTasks installs. */
export interface LongTask {
  readonly start: number;
  readonly duration: number;
}

/** Installs, before any of the page's scripts, an observer that keeps every long task in `window.longTasks`. */
export function watchLongTasksScript(): void {
  const tasks: LongTask[] = [];
  (window as unknown as { longTasks: LongTask[] }).longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
  }).observe({ type: 'longtask', buffered: true });
}

/** The page's clock (performance.now()). */
export const clock = (page: Page): Promise<number> => page.evaluate(() => performance.now());

/**
 * The long tasks since `since`, leaving out those that overlap a window the test itself caused
 * (a screenshot makes the renderer repaint the whole page: the test's work, not the app's).
 */
export async function longTasksSince(page: Page, since: number, excluded: readonly (readonly [number, number])[] = []): Promise<LongTask[]> {
  const tasks = await page.evaluate((from) => (window as unknown as { longTasks: LongTask[] }).longTasks.filter((t) => t.start >= from), since);
  return tasks.filter((task) => !excluded.some(([from, to]) => task.start < to && task.start + task.duration > from));
}

/** Takes a screenshot and says when, on the page's clock, so its repaint can be left out of a long-task check. */
export async function screenshotWindow(page: Page, path: string): Promise<[number, number]> {
  const from = await clock(page);
  await page.screenshot({ path });
  return [from, await clock(page)];
}
