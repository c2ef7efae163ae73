import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; npm cannot download browsers here, so playwright-core drives this one. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM_PATH);

/**
 * Chromium, or with `oneCore` pinned to the first core by taskset: a one-core device, as the
 * page sees it too (navigator.hardwareConcurrency is then 1), for the benchmarks' one-worker figures.
 */
export function launchChromium({ oneCore = false }: { oneCore?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: oneCore ? oneCoreChromium() : CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A script that starts Chromium on the first core only (taskset, from util-linux). */
function oneCoreChromium(): string {
  const script = join(tmpdir(), 'chromium-one-core');
  writeFileSync(script, `#!/bin/sh\nexec taskset -c 0 '${CHROMIUM_PATH}' "$@"\n`, { mode: 0o755 });
  return script;
}
