/** The `maze` command: runs one call on the process's own streams and sets the exit status. */
import { run } from './run';

process.exitCode = await run(process.argv.slice(2), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });
