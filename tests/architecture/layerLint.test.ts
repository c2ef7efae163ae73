import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const eslint = new ESLint({ cwd: ROOT });

/** The import rule's messages for one import written in a (virtual) file of src/. */
async function refusals(filePath: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import '${specifier}';\n`, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('the lint rule that keeps layers importing one way (eslint.layers.js)', () => {
  it.each([
    ['src/core/paths/probe.ts', '../../game/moves'],
    ['src/i18n/probe.ts', '../store/useText'],
    ['src/i18n/zh/probe.ts', '../../game/moves'],
    ['src/game/probe.ts', '../i18n/speech'],
    ['src/game/outline/probe.ts', '../../store'],
    ['src/render/probe.ts', '../store/types'],
    ['src/render/cells/probe.ts', '../../workers/job'],
    ['src/workers/probe.ts', '../lab/paths/lines'],
    ['src/store/probe.ts', '../lab/paths/lines'],
    ['src/store/saved/probe.ts', '../../components/Field'],
    ['src/print/probe.ts', './studio/studioDraft'],
    ['src/cli/probe.ts', '../store'],
    ['src/cli/probe.ts', 'react'],
    ['src/game/probe.ts', 'zustand'],
  ])('refuses %s importing %s', async (file, specifier) => {
    expect(await refusals(file, specifier)).toHaveLength(1);
  });

  it.each([
    ['src/game/probe.ts', '../core'],
    ['src/i18n/probe.ts', '../ids/heading'],
    ['src/render/probe.ts', '../game/walk'],
    ['src/store/probe.ts', '../i18n/speech'],
    ['src/workers/book.worker.ts', '../print/buildBook'],
    ['src/print/studio/probe.ts', '../../store'],
    ['src/lab/paths/probe.ts', '../../components/clipboard'],
  ])('allows %s importing %s', async (file, specifier) => {
    expect(await refusals(file, specifier)).toEqual([]);
  });
});
