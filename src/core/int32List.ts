/**
 * A growable list of 32-bit integers on one typed array, doubling when full: O(1) amortised
 * pushes without boxing. Traces, open lists and walks use it; `items` and `size` are public
 * so hot loops can read (and pop from) it directly.
 */
export class Int32List {
  items: Int32Array;
  size = 0;

  constructor(capacity = 1024) {
    this.items = new Int32Array(capacity);
  }

  push(value: number): void {
    if (this.size === this.items.length) {
      const grown = new Int32Array(this.items.length * 2);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.size++] = value;
  }

  /** The values, first to last, as an array of their own. */
  toArray(): Int32Array {
    return this.items.slice(0, this.size);
  }
}
