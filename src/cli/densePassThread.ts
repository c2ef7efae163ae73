/**
 * A worker thread of the CLI's pass pool (nodePassPool.ts): one dense pass at a time, as the
 * page's densePass.worker.ts does in a browser.
 */
import { parentPort } from 'node:worker_threads';
import { runPassRequest, type PassRequest } from '../workers/densePassJob';

parentPort?.on('message', (request: PassRequest) => runPassRequest(request, (message) => parentPort?.postMessage(message)));
