import type { LaneWorker } from '../../src/workers/lane';
import type { FromWorker, ToWorker } from '../../src/workers/protocol';
import type { SolversAnswer, SolversRequest } from '../../src/workers/solversClient';
import type { SolversMaze } from '../../src/workers/solversMaze';

/** One stand-in solvers worker as a test sees it: the mazes it was sent, the jobs it was given, and a way to kill it. */
export interface FakeSolversWorker {
  terminated: boolean;
  readonly loads: SolversMaze[];
  readonly calls: { what: string; finish: (value: unknown) => void; fail: (message: string) => void }[];
  die(message: string): void;
}

/** Stand-in solvers workers, speaking the job protocol; their jobs finish when the test says. */
export function fakeSolversWorkers() {
  const started: FakeSolversWorker[] = [];
  const start = (): LaneWorker => {
    const listeners = new Map<string, ((event: unknown) => void)[]>();
    const emit = (type: string, event: unknown) => listeners.get(type)?.forEach((listener) => listener(event));
    const reply = (message: FromWorker<never, unknown>) => emit('message', { data: message });
    const record: FakeSolversWorker = {
      terminated: false,
      loads: [],
      calls: [],
      die: (message) => emit('error', { message, preventDefault: () => undefined }),
    };
    started.push(record);
    const worker = {
      postMessage(message: ToWorker<SolversRequest>) {
        if (message.kind !== 'start') return;
        const { id, request } = message;
        if (request.maze) record.loads.push(request.maze);
        record.calls.push({
          what: request.kind === 'run' ? `run ${request.solver}` : request.kind,
          finish: (value) => reply({ kind: 'done', id, result: value as SolversAnswer }),
          fail: (text) => reply({ kind: 'failed', id, message: text, name: 'Error' }),
        });
      },
      terminate() {
        record.terminated = true;
      },
      addEventListener(type: string, listener: (event: unknown) => void) {
        listeners.set(type, [...(listeners.get(type) ?? []), listener]);
      },
    };
    return worker as unknown as LaneWorker;
  };
  return { started, start };
}
