import { Readable, Writable } from 'node:stream';
import { run } from '../../src/cli/run';

/** One CLI call in this process, as `maze ARGS` with standard input `input`: its status and output. */
export async function runMaze(args: string[], input = '') {
  let stdout = '';
  let stderr = '';
  const status = await run(args, {
    stdin: Readable.from([Buffer.from(input)]),
    stdout: new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        stdout += String(chunk);
        done();
      },
    }),
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { status, stdout, stderr };
}
