/**
 * How long a unit test waits for the page to reach a state (findBy…, waitFor, vi.waitFor) before
 * it fails. A wait ends as soon as its condition holds, so this costs nothing when all is well;
 * it is generous because CI's 2 cores are shared, and there a lazy chunk's first import (Vite
 * transforms it on demand) or a worker's answer can take seconds. Testing Library's own default,
 * 1 s, raced such imports under load (tests/components/outlineEditor.test.tsx).
 */
export const SETTLE_TIMEOUT_MS = 10_000;

/** Options for vi.waitFor with SETTLE_TIMEOUT_MS (vi.waitFor's own default is 1 s, as Testing Library's). */
export const SETTLE = { timeout: SETTLE_TIMEOUT_MS } as const;
