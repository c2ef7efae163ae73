/**
 * The browser test files that bound time as a person would notice it (a main-thread task, a
 * response that must come soon): they run one file at a time, after the other browser tests,
 * so that nothing else on the machine stretches what they measure (vite.config.ts). A unit
 * test (tests/browserConfig.test.ts) holds every file that measures time to this list.
 */
export const TIMED_BROWSER_TESTS = [
  'tests/browser/analysis.browser.test.ts',
  'tests/browser/export.browser.test.ts',
  'tests/browser/game.browser.test.ts',
  'tests/browser/offline.browser.test.ts',
  'tests/browser/paths.browser.test.ts',
  'tests/browser/play.browser.test.ts',
  'tests/browser/print.browser.test.ts',
  'tests/browser/shapes.browser.test.ts',
  'tests/browser/solvers.browser.test.ts',
];

/** What marks a test file as measuring time. */
export const MEASURES_TIME = /noticeableTasksSince|longTasks|NOTICEABLE|performance\.now|Date\.now/;
