import { messageOf } from '../core/errors';
import type { FromWorker, ToWorker } from './protocol';
import { JobCancelled, type Job } from './job';

/** What a lane needs of a worker (tests pass stand-ins). */
export type LaneWorker = Pick<Worker, 'postMessage' | 'terminate' | 'addEventListener'>;

export interface LaneOptions {
  /** The worker's name in messages: "the generation worker stopped". */
  readonly name: string;
  /**
   * How long a cancelled job may take to stop on its own before its worker is terminated (and
   * a fresh one spawned for the next job). 0 terminates at once: for work that cannot pause.
   */
  readonly graceMs: number;
  /** Whether a new job replaces the running one (true) or waits its turn behind it (false). */
  readonly supersede: boolean;
  /** Hears each fresh worker, before its first job: a client that keeps state in it starts over. */
  readonly onSpawn?: () => void;
}

/** A job as it goes to the worker: the request, and the buffers in it to move rather than copy. */
export interface Outgoing<Request> {
  readonly request: Request;
  readonly transfer: Transferable[];
}

/** A superseded or cancelled job's worker still busy this long is terminated. */
export const CANCEL_GRACE_MS = 200;

interface Entry<Request, Progress, Result> {
  readonly id: number;
  /** Made as the job is sent (not when it is asked for, as it may wait or be superseded first). */
  readonly outgoing: () => Outgoing<Request>;
  readonly onProgress: ((progress: Progress) => void) | undefined;
  readonly resolve: (result: Result) => void;
  readonly reject: (error: Error) => void;
  /** Whether its caller still waits for it (false once cancelled or superseded). */
  live: boolean;
}

/**
 * One worker and the jobs sent to it, one at a time. The worker is spawned on the first job
 * (or `warm`). Cancelling a job settles it at once with JobCancelled and asks the worker to stop
 * it; should the worker still be busy with it after the grace period, it is terminated and the
 * next job starts in a fresh one. A worker that dies (an error, a message that cannot be read)
 * fails its job with a message saying so: no job ever waits forever.
 */
export class JobLane<Request, Progress, Result> {
  private worker: LaneWorker | null = null;
  private running: Entry<Request, Progress, Result> | null = null;
  private waiting: Entry<Request, Progress, Result>[] = [];
  private grace: ReturnType<typeof setTimeout> | null = null;
  private nextId = 0;

  constructor(
    private readonly spawn: () => LaneWorker,
    private readonly options: LaneOptions,
  ) {}

  /** Starts the worker ahead of the first job (spawning costs the page a few milliseconds). */
  warm(): void {
    this.ensureWorker();
  }

  /**
   * Runs a job: its result, progress while it runs, and a way to cancel it. `outgoing`, when
   * given, makes what is sent at the moment it is sent (a copy of a maze, its buffers to move).
   */
  run(request: Request, onProgress?: (progress: Progress) => void, outgoing: () => Outgoing<Request> = () => ({ request, transfer: [] })): Job<Result> {
    if (this.options.supersede) this.cancelAll();
    let entry!: Entry<Request, Progress, Result>;
    const result = new Promise<Result>((resolve, reject) => {
      entry = { id: this.nextId++, outgoing, onProgress, resolve, reject, live: true };
    });
    this.waiting.push(entry);
    this.startNext();
    return { result, cancel: () => this.cancel(entry) };
  }

  /** Cancels every job, running or waiting. */
  cancelAll(): void {
    for (const entry of this.waiting) this.settle(entry, new JobCancelled());
    this.waiting = [];
    if (this.running) this.cancel(this.running);
  }

  /** Terminates the worker now; its job, if any, fails with `reason`. The next job spawns a fresh one. */
  terminate(reason: Error = new JobCancelled()): void {
    const running = this.running;
    this.dropWorker();
    if (running) this.settle(running, reason);
    this.startNext();
  }

  private cancel(entry: Entry<Request, Progress, Result>): void {
    if (!entry.live) return;
    this.settle(entry, new JobCancelled());
    const queued = this.waiting.indexOf(entry);
    if (queued >= 0) {
      this.waiting.splice(queued, 1);
      return;
    }
    if (this.running !== entry || !this.worker) return;
    if (this.options.graceMs <= 0) return this.terminate();
    this.post({ kind: 'cancel', id: entry.id });
    this.grace ??= setTimeout(() => {
      this.grace = null;
      if (this.running === entry) this.terminate();
    }, this.options.graceMs);
  }

  private settle(entry: Entry<Request, Progress, Result>, outcome: Error | { result: Result }): void {
    if (!entry.live) return;
    entry.live = false;
    if (outcome instanceof Error) entry.reject(outcome);
    else entry.resolve(outcome.result);
  }

  private startNext(): void {
    if (this.running) return;
    const next = this.waiting.shift();
    if (!next) return;
    this.running = next;
    try {
      // The worker first: a fresh one starts with nothing, and `outgoing` may count on what it holds.
      this.ensureWorker();
      const { request, transfer } = next.outgoing();
      this.post({ kind: 'start', id: next.id, request }, transfer);
    } catch (error) {
      // A request that cannot be sent fails alone; the worker is fine.
      this.running = null;
      this.settle(next, new Error(`the ${this.options.name} could not take the job: ${messageOf(error)}`));
      this.startNext();
    }
  }

  private post(message: ToWorker<Request>, transfer: Transferable[] = []): void {
    this.ensureWorker().postMessage(message, transfer);
  }

  private ensureWorker(): LaneWorker {
    if (this.worker) return this.worker;
    const worker = this.spawn();
    this.worker = worker;
    worker.addEventListener('message', (event: MessageEvent<FromWorker<Progress, Result>>) => {
      if (this.worker === worker) this.hear(event.data);
    });
    const died = (message: string) => {
      if (this.worker === worker) this.terminate(new Error(message));
    };
    // The browser's own words say best what went wrong ("out of memory"), when it gives any.
    worker.addEventListener('error', (event: ErrorEvent) => {
      event.preventDefault();
      died(event.message || `the ${this.options.name} stopped`);
    });
    worker.addEventListener('messageerror', () => died(`the ${this.options.name} sent a message that could not be read`));
    this.options.onSpawn?.();
    return worker;
  }

  private hear(message: FromWorker<Progress, Result>): void {
    const entry = this.running;
    if (!entry || message.id !== entry.id) return;
    if (message.kind === 'progress') {
      if (entry.live) entry.onProgress?.(message.progress);
      // Said even for a cancelled job: one waiting to be heard must not wait out its grace.
      this.post({ kind: 'heard', id: message.id });
      return;
    }
    this.running = null;
    if (this.grace !== null) clearTimeout(this.grace);
    this.grace = null;
    this.settle(entry, message.kind === 'done' ? { result: message.result } : failure(message.message, message.name));
    this.startNext();
  }

  private dropWorker(): void {
    if (this.grace !== null) clearTimeout(this.grace);
    this.grace = null;
    this.running = null;
    this.worker?.terminate();
    this.worker = null;
  }
}

/** A worker's failure as an Error on the page, under its own name (instanceof cannot cross to the page). */
function failure(message: string, name: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}
