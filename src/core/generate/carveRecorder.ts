import { Int32List } from '../int32List';
import { BUILD, CARVE, ERASE_LOOP, OPEN_ROOM, STEP_TO, WALK_FROM, WALK_TO, type CarveTrace, type ReplayTrace } from './trace';

/**
 * Keeps every step as one Int32Array of events, `block * 8 + kind` (a grid has at most 4001²
 * blocks, so that stays inside an int32). A replay starts from solid walls with the entrance
 * and exit open and applies them in order: CARVE opens the block, BUILD walls it up, OPEN_ROOM
 * opens every block inside the border but the pillars (block 0), and the walk events move a
 * walker without changing the maze.
 */
export class CarveRecorder implements CarveTrace, ReplayTrace {
  private readonly record = new Int32List();
  readonly replay: ReplayTrace = this;

  carve(block: number, next?: number): void {
    this.record.push(block * 8 + CARVE);
    if (next !== undefined) this.record.push(next * 8 + CARVE);
  }

  build(block: number): void {
    this.record.push(block * 8 + BUILD);
  }

  openRoom(): void {
    this.record.push(OPEN_ROOM);
  }

  walkFrom(cell: number): void {
    this.record.push(cell * 8 + WALK_FROM);
  }

  walkTo(cell: number): void {
    this.record.push(cell * 8 + WALK_TO);
  }

  eraseLoop(cell: number): void {
    this.record.push(cell * 8 + ERASE_LOOP);
  }

  stepTo(cell: number): void {
    this.record.push(cell * 8 + STEP_TO);
  }

  /** The events, first to last. */
  events(): Int32Array {
    return this.record.toArray();
  }
}
