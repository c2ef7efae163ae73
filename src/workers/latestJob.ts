/**
 * A kind of job of which only the latest counts: the Paths lab's listing, its count, a text
 * being read, the "How many?" tallies. Each start is a turn; a turn is current until the next
 * one starts or stop() is called, and every callback of a job (progress, result, failure, even
 * one that arrives before the service call returns) asks `turn.current` and does nothing when it
 * is not. stop() also cancels the job the current turn holds: the one still running.
 */
export class LatestJob {
  private seq = 0;
  private held: { cancel(): void } | null = null;

  /** A new turn; the ones before it are stale from now on (their job is not cancelled: stop() does that). */
  next(): Turn {
    const mine = ++this.seq;
    const isMine = () => mine === this.seq;
    return {
      get current() {
        return isMine();
      },
      hold: (job) => {
        if (isMine()) this.held = job;
        return job;
      },
      done: () => {
        if (isMine()) this.held = null;
      },
    };
  }

  /** Whether the current turn holds a job still running. */
  get running(): boolean {
    return this.held !== null;
  }

  /** Cancels the running job, if any, and makes every turn stale. */
  stop(): void {
    this.held?.cancel();
    this.held = null;
    this.seq++;
  }
}

export interface Turn {
  /** Whether this turn is still the latest: neither stopped nor followed by another. */
  readonly current: boolean;
  /** The job this turn now runs, for stop() to cancel; returned as given. */
  hold<J extends { cancel(): void }>(job: J): J;
  /** This turn's job has ended: stop() has nothing left to cancel. */
  done(): void;
}
