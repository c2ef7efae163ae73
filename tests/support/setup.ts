import { configure } from '@testing-library/dom';
import { SETTLE_TIMEOUT_MS } from './timeouts';

// Every unit test file (vite.config.ts, project "unit"): findBy… and waitFor wait up to
// SETTLE_TIMEOUT_MS for what they look for, not Testing Library's 1 s (see timeouts.ts).
configure({ asyncUtilTimeout: SETTLE_TIMEOUT_MS });
