import type { Language } from '../../i18n/language';
import { SOLVERS_TEXT } from '../../i18n/solvers';
import { formatCount } from '../../format/numbers';

/** Speeds a replay can run at, in steps a second, from a crawl to all at once. */
export const SPEEDS = [1, 2, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10_000, 25_000, 50_000, 100_000, Infinity] as const;
export const INSTANT = SPEEDS.length - 1;

/** How long a replay takes at the speed it opens with: long enough to follow, short enough to watch. */
export const REPLAY_SECONDS = 10;

/**
 * The speed level that plays `steps` steps in about REPLAY_SECONDS: the listed speed nearest
 * steps / REPLAY_SECONDS on a log scale (so within a factor of about 1.6 of it), never instant.
 */
export function levelFor(steps: number): number {
  const wanted = Math.max(SPEEDS[0], steps / REPLAY_SECONDS);
  let best = 0;
  for (let level = 1; level < INSTANT; level++) {
    if (Math.abs(Math.log(SPEEDS[level]! / wanted)) < Math.abs(Math.log(SPEEDS[best]! / wanted))) best = level;
  }
  return best;
}

export function speedLabel(level: number, language: Language = 'en'): string {
  const speed = SPEEDS[level] ?? Infinity;
  const t = SOLVERS_TEXT[language];
  if (speed === Infinity) return t.instant;
  return t.stepsPerSecond(formatCount(speed), speed === 1);
}

export interface Scheduler {
  request: (callback: (time: number) => void) => number;
  cancel: (id: number) => void;
}

/** Animation frames where there are any; a timer elsewhere (jsdom without pretendToBeVisual, workers). */
const frames: Scheduler =
  typeof requestAnimationFrame === 'function'
    ? { request: (callback) => requestAnimationFrame(callback), cancel: (id) => cancelAnimationFrame(id) }
    : { request: (callback) => setTimeout(() => callback(performance.now()), 16) as unknown as number, cancel: (id) => clearTimeout(id) };

/** What a canvas follows: the step to show, and news of each change (a Playback, or a relay of one: see lanePace.ts). */
export type PlayHead = Pick<Playback, 'cursor' | 'subscribe'>;

/** Longest time one frame may account for, so a tab coming back from the background does not leap. */
const MAX_FRAME_MS = 250;

/**
 * The play head of a replay: which step is shown, whether it advances, how fast. Plain state
 * and animation frames, no React: listeners hear of every change (the canvas draws on each),
 * and React shows a throttled copy (see usePlayback).
 */
export class Playback {
  length = 0;
  cursor = 0;
  playing = false;
  private frame: number | null = null;
  private lastTime: number | null = null;
  /** Fractional steps owed from earlier frames. */
  private owed = 0;
  private readonly listeners = new Set<() => void>();

  constructor(
    public level: number,
    private readonly scheduler: Scheduler = frames,
  ) {}

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Whether the learner picked a speed: it then holds for every replay after, over the ~10 s default. */
  private chosen = false;

  /**
   * A new replay of `length` steps, shown from step `at` (its first, unless told), at speed
   * `level` if given and the learner has not picked one.
   */
  load(length: number, { autoplay = false, at = 0, level }: { autoplay?: boolean; at?: number; level?: number } = {}): void {
    this.stop();
    this.length = length;
    if (level !== undefined && !this.chosen) this.level = Math.max(0, Math.min(INSTANT, Math.round(level)));
    this.cursor = Math.max(0, Math.min(length, at));
    if (autoplay) this.play();
    else this.emit();
  }

  play(): void {
    if (this.playing) return;
    if (this.cursor >= this.length) this.cursor = 0; // played to the end: play it again
    this.playing = true;
    this.lastTime = null;
    this.owed = 1; // the first step shows at once, however slow the speed
    this.emit();
    this.schedule();
  }

  pause(): void {
    if (!this.playing) return;
    this.stop();
    this.emit();
  }

  toggle(): void {
    if (this.playing) this.pause();
    else this.play();
  }

  /** One step forward, paused. */
  step(): void {
    this.stop();
    if (this.cursor < this.length) this.cursor++;
    this.emit();
  }

  /** Back to the first step; playing stays as it was. */
  restart(): void {
    this.cursor = 0;
    this.owed = 1;
    this.emit();
  }

  /** To the last step at once, paused: the outcome without the motion. */
  end(): void {
    this.stop();
    this.cursor = this.length;
    this.emit();
  }

  /** The learner's choice of speed (the slider). */
  setLevel(level: number): void {
    this.chosen = true;
    this.level = Math.max(0, Math.min(INSTANT, Math.round(level)));
    this.emit();
  }

  private stop(): void {
    this.playing = false;
    if (this.frame !== null) this.scheduler.cancel(this.frame);
    this.frame = null;
  }

  private schedule(): void {
    this.frame = this.scheduler.request(this.tick);
  }

  private readonly tick = (time: number): void => {
    this.frame = null;
    if (!this.playing) return;
    const speed = SPEEDS[this.level] ?? Infinity;
    const elapsed = this.lastTime === null ? 0 : Math.min(MAX_FRAME_MS, time - this.lastTime);
    this.lastTime = time;
    if (speed === Infinity) this.cursor = this.length;
    else {
      this.owed += (elapsed * speed) / 1000;
      const steps = Math.floor(this.owed);
      this.owed -= steps;
      this.cursor = Math.min(this.length, this.cursor + steps);
    }
    if (this.cursor >= this.length) this.playing = false;
    this.emit();
    if (this.playing) this.schedule();
  };

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
