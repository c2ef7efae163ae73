/* global process */
// `npm run check`: the typecheck and the lint at once. Each runs on one thread, and a machine
// has at least two; each one's output is printed whole when it ends, so the two never interleave.
import { spawn } from 'node:child_process';

function run(name, args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ name, code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ name, code: code ?? 1, output: signal ? `${output}stopped by ${signal}\n` : output }));
  });
}

const results = await Promise.all([
  run('typecheck (tsc --noEmit)', ['node_modules/typescript/bin/tsc', '--noEmit']),
  run('lint (eslint . --max-warnings 0)', ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings', '0']),
]);
for (const { name, code, output } of results) process.stdout.write(`> ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`}\n${output}`);
process.exit(results.every(({ code }) => code === 0) ? 0 : 1);
