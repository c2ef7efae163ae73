import { describe, expect, it } from 'vitest';
import { generateMaze, generateShaped, mazeStats, passagesOfCells, passagesOfGrid } from '../../src/core';
import { copyInSlices } from '../../src/workers/movedCopy';
import { workerAnalysis } from '../../src/workers/analysisClient';
import { AnalysisJobs, type AnalysisMaze, type AnalysisRequest } from '../../src/workers/analysisJob';
import type { LaneWorker } from '../../src/workers/lane';
import type { ToWorker } from '../../src/workers/protocol';

type Listener = (event: { data?: unknown; message?: string; preventDefault?: () => void }) => void;

/** A stand-in analysis worker: runs each job as the real one does, records what it was sent, and can die. */
class FakeAnalysisWorker {
  readonly started: AnalysisRequest[] = [];
  /** The buffers moved with each job started. */
  readonly moved: Transferable[][] = [];
  private readonly jobs = new AnalysisJobs();
  private readonly listeners = new Map<string, Listener[]>();

  postMessage(message: ToWorker<AnalysisRequest>, transfer: Transferable[] = []): void {
    if (message.kind !== 'start') return;
    this.started.push(message.request);
    this.moved.push(transfer);
    queueMicrotask(() => {
      try {
        this.emit('message', { data: { kind: 'done', id: message.id, result: this.jobs.run(message.request) } });
      } catch (error) {
        this.emit('message', { data: { kind: 'failed', id: message.id, message: (error as Error).message, name: 'Error' } });
      }
    });
  }
  terminate(): void {}
  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  die(): void {
    this.emit('error', { message: 'gone', preventDefault: () => undefined });
  }
  private emit(type: string, event: Parameters<Listener>[0]): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

describe('the analysis worker client', () => {
  const generated = generateMaze({ algorithm: 'prim', width: 9, height: 7, seed: 'client' });
  const maze: AnalysisMaze = { kind: 'blocks', grid: generated, start: generated.start, goal: generated.goal };

  it('sends a maze with its first job only; a fresh worker gets it again with its first', async () => {
    const workers: FakeAnalysisWorker[] = [];
    const service = workerAnalysis(() => {
      workers.push(new FakeAnalysisWorker());
      return workers.at(-1)! as unknown as LaneWorker;
    });
    expect(await service.report(maze)).toEqual(mazeStats(passagesOfGrid(generated, generated.start, generated.goal)));
    const heat = await service.heat(maze, 'start', null);
    expect(heat.length).toBe(generated.blocks.length);
    expect(workers[0]!.started.map((request) => request.maze !== null)).toEqual([true, false]);
    // The worker dies with a job on it: the next job goes to a fresh worker, maze and all.
    const lost = service.heat(maze, 'start', null);
    workers[0]!.die();
    await expect(lost).rejects.toThrow();
    expect(await service.report(maze)).toEqual(mazeStats(passagesOfGrid(generated, generated.start, generated.goal)));
    expect(workers[1]!.started.map((request) => request.maze !== null)).toEqual([true]);
  });

  it('a new maze goes along with its first job', async () => {
    const worker = new FakeAnalysisWorker();
    const service = workerAnalysis(() => worker as unknown as LaneWorker);
    await service.report(maze);
    const other = generateMaze({ algorithm: 'backtracker', width: 5, height: 5, seed: 'other' });
    await service.heat({ kind: 'blocks', grid: other, start: other.start, goal: other.goal }, 'start', null);
    await service.heat(maze, 'start', null);
    expect(worker.started.map((request) => request.maze !== null)).toEqual([true, true, true]);
  });

  it('moves a copy of the maze, made a slice a task, and keeps the page’s own arrays', async () => {
    const worker = new FakeAnalysisWorker();
    const service = workerAnalysis(() => worker as unknown as LaneWorker);
    const hex = generateShaped({ shape: 'hex', width: 9, height: 7, rings: 0, mask: null, algorithm: 'prim', seed: 'moved', braid: 0 });
    expect(await service.report({ kind: 'cells', maze: hex })).toEqual(mazeStats(passagesOfCells(hex)));
    const sent = worker.started[0]!.maze;
    if (sent?.kind !== 'cells') throw new Error('the maze of cells went along');
    const { topology } = sent.maze;
    expect([topology.offsets, topology.neighbours, topology.centres, sent.maze.open]).toEqual([hex.topology.offsets, hex.topology.neighbours, hex.topology.centres, hex.open]);
    expect(worker.moved[0]).toEqual([topology.offsets.buffer, topology.neighbours.buffer, topology.centres.buffer, sent.maze.open.buffer]);
    for (const array of [topology.offsets, topology.neighbours, topology.centres, sent.maze.open]) expect([hex.topology.offsets.buffer, hex.topology.neighbours.buffer, hex.topology.centres.buffer, hex.open.buffer]).not.toContain(array.buffer);
  });
});

describe('copyInSlices', () => {
  it('copies every element, pausing between slices of 4 MB', async () => {
    const array = Float64Array.from({ length: 1_300_000 }, (_, i) => i * 0.5);
    let pauses = 0;
    const copy = await copyInSlices(array, async () => void pauses++);
    expect(copy).toEqual(array);
    expect(copy.buffer).not.toBe(array.buffer);
    // 10.4 MB in slices of 4 MB: three slices, two pauses between them.
    expect(pauses).toBe(2);
  });
});
