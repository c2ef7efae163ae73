/**
 * Buffered writing to stdout that respects back-pressure, so listing millions of paths streams
 * in constant memory, and that stops quietly when the reader goes away (`maze paths ... | head`).
 */
export class Output {
  private buffer = '';
  private closed = false;

  constructor(private readonly stream: NodeJS.WritableStream = process.stdout) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') this.closed = true;
      else throw error;
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
    if (this.buffer.length === 0 || this.closed) return;
    const chunk = this.buffer;
    this.buffer = '';
    if (!this.stream.write(chunk)) {
      await new Promise<void>((resolve) => {
        const done = (): void => {
          this.stream.off('drain', done);
          this.stream.off('close', done);
          resolve();
        };
        this.stream.on('drain', done);
        this.stream.on('close', done);
      });
    }
  }
}
