/// <reference lib="webworker" />
import { runPassRequest, type PassRequest } from './densePassJob';

/** A worker of the page's pass pool: one dense pass at a time (see passPool.ts). */
self.addEventListener('message', (event: MessageEvent<PassRequest>) => runPassRequest(event.data, (message) => self.postMessage(message)));
