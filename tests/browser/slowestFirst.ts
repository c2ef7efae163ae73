import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The untimed browser files that take longest (a11y walks every tab in four looks; How many?
 * counts; the SVG check rasterises), measured on this machine. Vitest runs files longest
 * first by the times it kept from the last run, but a fresh clone (CI) has none and goes by
 * file size, which put the 45-second SVG file last: two files at a time then end one long file
 * apart. Naming them first keeps the two lanes even.
 */
const SLOWEST = ['a11y', 'howMany', 'svg', 'labsLanguage', 'language'];

export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = SLOWEST.findIndex((name) => file.moduleId.endsWith(`/${name}.browser.test.ts`));
      return at === -1 ? SLOWEST.length : at;
    };
    // A stable sort: the rest keep vitest's own order.
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
