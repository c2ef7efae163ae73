/**
 * Buffered writing to stdout that respects back-pressure, so listing millions of paths streams
 * in constant memory, and that stops quietly when the reader goes away (`maze paths ... | head`).
 * Any other write error (a full disk, a file-size limit) stops the command with OutputError.
 */
export class Output {
  private buffer = '';
  private closed = false;
  private failure: NodeJS.ErrnoException | null = null;

  constructor(private readonly stream: NodeJS.WritableStream = process.stdout) {
    // A stream reports a failed write as an 'error' event, often a tick later: kept here and
    // thrown from the next flush (or from end), never thrown from the listener, where it would
    // escape every catch and print a stack trace.
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') this.closed = true;
      else this.failure ??= error;
    });
  }

  /** False once the reader has gone away: callers stop producing. */
  get open(): boolean {
    return !this.closed;
  }

  async line(text: string): Promise<void> {
    await this.text(text + '\n');
  }

  /** Text without a line end: a long line (a big maze's JSON) can go out in pieces. */
  async text(text: string): Promise<void> {
    this.buffer += text;
    if (this.buffer.length >= 1 << 16) await this.flush();
  }

  async flush(): Promise<void> {
    this.check();
    if (this.buffer.length === 0 || this.closed) return;
    const chunk = this.buffer;
    this.buffer = '';
    if (!this.stream.write(chunk)) {
      await new Promise<void>((resolve) => {
        const done = (): void => {
          this.stream.off('drain', done);
          this.stream.off('close', done);
          this.stream.off('error', done);
          resolve();
        };
        this.stream.on('drain', done);
        this.stream.on('close', done);
        this.stream.on('error', done);
      });
    }
    this.check();
  }

  /** Writes what is left and waits for the stream to report on it: a late write error is thrown here. */
  async end(): Promise<void> {
    await this.flush();
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.check();
  }

  private check(): void {
    if (this.failure) throw new OutputError(this.failure);
  }
}

/** Words for the write errors a user can act on; any other is named by its code. */
const WHY: Readonly<Record<string, string>> = {
  ENOSPC: 'no space left on the device',
  EFBIG: 'the file is too large (a file-size limit)',
  EDQUOT: 'the disk quota is used up',
  EIO: 'an input/output error',
  EACCES: 'permission denied',
  EBADF: 'standard output is closed',
};

/** Standard output could not be written: exit status 1 with one line saying why. */
export class OutputError extends Error {
  override readonly name = 'OutputError';
  constructor(cause: NodeJS.ErrnoException) {
    const code = cause.code ?? 'unknown';
    super(`cannot write to standard output: ${WHY[code] ?? 'the write failed'} (${code})`);
  }
}
