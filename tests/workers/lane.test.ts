import { afterEach, describe, expect, it, vi } from 'vitest';
import { CANCEL_GRACE_MS, JobLane, type LaneOptions, type LaneWorker } from '../../src/workers/lane';
import { JobCancelled } from '../../src/workers/job';
import type { FromWorker, ToWorker } from '../../src/workers/protocol';
import { serveJobs, type JobServer } from '../../src/workers/serveJobs';
import { SETTLE } from '../support/timeouts';

type Listener = (event: { data?: unknown; message?: string; preventDefault?: () => void }) => void;

/** A stand-in Worker: records what the page sends, and lets the test answer, or die. */
class FakeWorker {
  readonly sent: ToWorker<string>[] = [];
  terminated = false;
  private readonly listeners = new Map<string, Listener[]>();

  postMessage(message: ToWorker<string>): void {
    this.sent.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  reply(message: FromWorker<number, string>): void {
    for (const listener of this.listeners.get('message') ?? []) listener({ data: message });
  }
  die(message: string): void {
    for (const listener of this.listeners.get('error') ?? []) listener({ message, preventDefault: () => undefined });
  }
  garble(): void {
    for (const listener of this.listeners.get('messageerror') ?? []) listener({});
  }
  /** The id of the last job this worker was asked to start. */
  get lastStarted(): number {
    const starts = this.sent.filter((m) => m.kind === 'start');
    return starts[starts.length - 1]!.id;
  }
}

function lane(options: Partial<LaneOptions> = {}) {
  const workers: FakeWorker[] = [];
  const spawn = () => {
    const worker = new FakeWorker();
    workers.push(worker);
    return worker as unknown as LaneWorker;
  };
  return { workers, lane: new JobLane<string, number, string>(spawn, { name: 'test worker', graceMs: CANCEL_GRACE_MS, supersede: true, ...options }) };
}

/** What a promise came to, for asserting on without awaiting a rejection by hand. */
async function outcome(promise: Promise<string>): Promise<string> {
  return promise.then(
    (value) => `done ${value}`,
    (error: Error) => (error instanceof JobCancelled ? 'cancelled' : `failed: ${error.message}`),
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('JobLane', () => {
  it('spawns its worker on the first job, not before, and answers it with progress on the way', async () => {
    const { workers, lane: jobs } = lane();
    expect(workers).toHaveLength(0);
    const progress: number[] = [];
    const job = jobs.run('maze', (p) => progress.push(p));
    expect(workers).toHaveLength(1);
    const worker = workers[0]!;
    expect(worker.sent).toEqual([{ kind: 'start', id: worker.lastStarted, request: 'maze' }]);
    worker.reply({ kind: 'progress', id: worker.lastStarted, progress: 0.5 });
    worker.reply({ kind: 'done', id: worker.lastStarted, result: 'made' });
    expect(await outcome(job.result)).toBe('done made');
    expect(progress).toEqual([0.5]);
    jobs.run('again');
    expect(workers).toHaveLength(1); // the same worker serves the next job
  });

  it("turns a worker's failure message into a failed job, and the worker serves on", async () => {
    const { workers, lane: jobs } = lane();
    const job = jobs.run('bad');
    workers[0]!.reply({ kind: 'failed', id: workers[0]!.lastStarted, message: 'too many paths', name: 'CountTooLargeError' });
    const error = await job.result.catch((e: unknown) => e as Error);
    expect([(error as Error).name, (error as Error).message]).toEqual(['CountTooLargeError', 'too many paths']);
    expect(workers[0]!.terminated).toBe(false);
  });

  it('supersedes: the newer job waits, the older settles as cancelled at once, and a late answer is dropped', async () => {
    vi.useFakeTimers();
    const { workers, lane: jobs } = lane();
    const first = jobs.run('first');
    const worker = workers[0]!;
    const firstId = worker.lastStarted;
    const second = jobs.run('second');
    const third = jobs.run('third');
    expect(await outcome(first.result)).toBe('cancelled');
    expect(await outcome(second.result)).toBe('cancelled'); // superseded before it started
    // The worker is asked to stop the first; only one job runs at a time, so the third waits.
    expect(worker.sent.map((m) => m.kind)).toEqual(['start', 'cancel']);
    worker.reply({ kind: 'done', id: firstId, result: 'stale' });
    expect(worker.sent.map((m) => (m.kind === 'start' ? m.request : 'cancel'))).toEqual(['first', 'cancel', 'third']);
    worker.reply({ kind: 'done', id: worker.lastStarted, result: 'fresh' });
    expect(await outcome(third.result)).toBe('done fresh');
    expect(worker.terminated).toBe(false);
  });

  it('cancels with grace: a job that does not stop in time has its worker terminated, and the next job starts in a fresh one', async () => {
    vi.useFakeTimers();
    const { workers, lane: jobs } = lane();
    const slow = jobs.run('slow');
    const progress: number[] = [];
    slow.cancel();
    expect(await outcome(slow.result)).toBe('cancelled');
    const next = jobs.run('next', (p) => progress.push(p));
    await vi.advanceTimersByTimeAsync(CANCEL_GRACE_MS - 1);
    expect(workers[0]!.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(workers[0]!.terminated).toBe(true);
    expect(workers).toHaveLength(2);
    const fresh = workers[1]!;
    expect(fresh.sent).toEqual([{ kind: 'start', id: fresh.lastStarted, request: 'next' }]);
    workers[0]!.reply({ kind: 'progress', id: 0, progress: 0.9 }); // the terminated worker is not heard
    fresh.reply({ kind: 'done', id: fresh.lastStarted, result: 'ok' });
    expect(await outcome(next.result)).toBe('done ok');
    expect(progress).toEqual([]);
  });

  it('hears no progress from a job once it is cancelled', async () => {
    const { workers, lane: jobs } = lane();
    const progress: number[] = [];
    const job = jobs.run('job', (p) => progress.push(p));
    const id = workers[0]!.lastStarted;
    workers[0]!.reply({ kind: 'progress', id, progress: 0.1 });
    job.cancel();
    workers[0]!.reply({ kind: 'progress', id, progress: 0.2 });
    expect(progress).toEqual([0.1]);
    expect(await outcome(job.result)).toBe('cancelled');
  });

  it('terminates at once when the lane has no grace (work that cannot pause)', async () => {
    const { workers, lane: jobs } = lane({ graceMs: 0 });
    const first = jobs.run('first');
    const second = jobs.run('second');
    expect(await outcome(first.result)).toBe('cancelled');
    expect(workers[0]!.terminated).toBe(true);
    expect(workers[1]!.sent).toEqual([{ kind: 'start', id: workers[1]!.lastStarted, request: 'second' }]);
    workers[1]!.reply({ kind: 'done', id: workers[1]!.lastStarted, result: 'two' });
    expect(await outcome(second.result)).toBe('done two');
  });

  it('queues jobs in turn when it does not supersede', async () => {
    const { workers, lane: jobs } = lane({ supersede: false });
    const first = jobs.run('first');
    const second = jobs.run('second');
    const worker = workers[0]!;
    worker.reply({ kind: 'done', id: worker.lastStarted, result: 'one' });
    worker.reply({ kind: 'done', id: worker.lastStarted, result: 'two' });
    expect([await outcome(first.result), await outcome(second.result)]).toEqual(['done one', 'done two']);
  });

  it('turns a worker that dies into a failed job with a message, never a hung one, and respawns for the next', async () => {
    const { workers, lane: jobs } = lane({ supersede: false });
    const running = jobs.run('running');
    const queued = jobs.run('queued');
    workers[0]!.die('out of memory');
    expect(await outcome(running.result)).toBe('failed: out of memory');
    expect(workers[0]!.terminated).toBe(true);
    // The job that waited its turn is not lost: it starts in a fresh worker.
    expect(workers).toHaveLength(2);
    workers[1]!.reply({ kind: 'done', id: workers[1]!.lastStarted, result: 'fine' });
    expect(await outcome(queued.result)).toBe('done fine');
  });

  it('says the worker stopped when the browser gives no reason', async () => {
    const { workers, lane: jobs } = lane();
    const job = jobs.run('job');
    workers[0]!.die('');
    expect(await outcome(job.result)).toBe('failed: the test worker stopped');
  });

  it('fails the job of a worker that sends what cannot be read', async () => {
    const { workers, lane: jobs } = lane();
    const job = jobs.run('job');
    workers[0]!.garble();
    expect(await outcome(job.result)).toBe('failed: the test worker sent a message that could not be read');
  });

  it('fails the job when the lane is terminated under it', async () => {
    const { workers, lane: jobs } = lane();
    const job = jobs.run('job');
    jobs.terminate(new Error('the page closed the worker'));
    expect(await outcome(job.result)).toBe('failed: the page closed the worker');
    expect(workers[0]!.terminated).toBe(true);
  });

  it('fails alone a job whose request cannot be sent', async () => {
    const { workers, lane: jobs } = lane();
    jobs.warm();
    const worker = workers[0]!;
    worker.postMessage = () => {
      throw new Error('could not be cloned');
    };
    const job = jobs.run('unsendable');
    expect(await outcome(job.result)).toBe('failed: the test worker could not take the job: could not be cloned');
    expect(worker.terminated).toBe(false);
  });
});

/** A lane wired to serveJobs through an in-process channel: both sides of the protocol for real. */
function served(server: JobServer<string, number, string>, graceMs = CANCEL_GRACE_MS) {
  const toWorker: ((event: { data: unknown }) => void)[] = [];
  const toPage: ((event: { data: unknown }) => void)[] = [];
  const scope = {
    postMessage: (data: unknown) => queueMicrotask(() => toPage.forEach((listener) => listener({ data }))),
    addEventListener: (_type: string, listener: (event: { data: unknown }) => void) => toWorker.push(listener),
  } as unknown as Pick<Worker, 'postMessage' | 'addEventListener'>;
  serveJobs(server, scope);
  const worker = {
    postMessage: (data: unknown) => queueMicrotask(() => toWorker.forEach((listener) => listener({ data }))),
    terminate: () => undefined,
    addEventListener: (type: string, listener: (event: { data: unknown }) => void) => {
      if (type === 'message') toPage.push(listener);
    },
  } as unknown as LaneWorker;
  return new JobLane<string, number, string>(() => worker, { name: 'served worker', graceMs, supersede: true });
}

describe('serveJobs', () => {
  it('runs a job with progress and sends its result', async () => {
    const jobs = served({ run: (request, job) => (job.progress(1), request.toUpperCase()) });
    const progress: number[] = [];
    const job = jobs.run('maze', (p) => progress.push(p));
    expect(await outcome(job.result)).toBe('done MAZE');
    expect(progress).toEqual([1]);
  });

  it('sends a thrown error as a one-line failure, under its own name', async () => {
    const jobs = served({
      run: () => {
        throw new RangeError('no such generator: "x"');
      },
    });
    const error = await jobs.run('x').result.catch((e: unknown) => e as Error);
    expect([(error as Error).name, (error as Error).message]).toEqual(['RangeError', 'no such generator: "x"']);
  });

  it('lets a job that awaits between slices hear a cancel and stop on its own', async () => {
    let slices = 0;
    let stoppedEarly = false;
    const started: unknown[] = [];
    const jobs = served({
      async run(request, job) {
        started.push(request);
        for (let i = 0; i < 1000; i++) {
          if (job.cancelled()) {
            stoppedEarly = true;
            return 'stopped';
          }
          slices++;
          await new Promise((resolve) => setTimeout(resolve, 0));
        }
        return 'all';
      },
    });
    const first = jobs.run('first');
    // The first is under way, a slice done, when the second supersedes it.
    await vi.waitFor(() => expect(slices).toBeGreaterThan(0), SETTLE);
    const second = jobs.run('second');
    expect(await outcome(first.result)).toBe('cancelled');
    // Once the first stops, the second runs (and is not cancelled).
    await vi.waitFor(() => expect(started).toEqual(['first', 'second']), SETTLE);
    second.cancel();
    expect(await outcome(second.result)).toBe('cancelled');
    expect(stoppedEarly).toBe(true);
    expect(slices).toBeLessThan(1000);
  });
});
