/**
 * A worker thread of the CLI's pass pool (nodePassPool.ts): one dense pass at a time, served
 * on the job lane's protocol as the page's densePass.worker.ts serves it.
 */
import { parentPort } from 'node:worker_threads';
import { servePasses } from '../workers/densePassJob';

const port = parentPort!;
servePasses({
  postMessage: (message: unknown) => port.postMessage(message),
  addEventListener: (_type: 'message', listener: (event: MessageEvent) => void) => port.on('message', (data: unknown) => listener({ data } as MessageEvent)),
});
