/**
 * The visits waiting for their batch, as the database gets them (the UTF-8 of their JSON, one
 * after the other), in a buffer outside V8's heap. Under load each visit waits a few hundred
 * milliseconds, long enough to be promoted to the old generation: kept as objects and strings,
 * every visit answered became old-generation garbage, and the HTTP thread's heap grew from
 * 67 to 233 MB in five seconds of load (npm run bench:api). Here a waiting visit costs the heap
 * three numbers.
 */
const COMMA = 0x2c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const INITIAL_BYTES = 64 * 1024;
/** A buffer grown past this under a burst is given back once nothing waits. */
const KEPT_BYTES = 4 * 1024 * 1024;

export class PreparedVisits {
  private bytes = Buffer.allocUnsafe(INITIAL_BYTES);
  /** Where the first waiting visit starts, and where the next one will. */
  private head = 0;
  private tail = 0;
  /**
   * Per waiting visit from index `first` on: where its JSON ends, its journal number, and when
   * it arrived (ms).
   */
  private ends: number[] = [];
  private seqs: number[] = [];
  private arrivals: number[] = [];
  private first = 0;

  get length(): number {
    return this.ends.length - this.first;
  }

  /** Adds a visit: its journal number, when it arrived (ms) and its JSON. */
  push(seq: number, arrivedAt: number, json: string): void {
    // A UTF-16 code unit is at most 3 bytes of UTF-8; one more for the comma that follows.
    const room = 3 * json.length + 1;
    if (this.tail + room > this.bytes.length) this.makeRoom(room);
    this.tail += this.bytes.write(json, this.tail, 'utf8');
    this.ends.push(this.tail);
    this.seqs.push(seq);
    this.arrivals.push(arrivedAt);
    this.bytes[this.tail] = COMMA;
    this.tail += 1;
  }

  /** The journal number of the visit at `index` (0: the first waiting). */
  seq(index: number): number {
    return this.seqs[this.first + index] as number;
  }

  /** When the first waiting visit arrived (ms), or undefined when none waits. */
  get oldestArrival(): number | undefined {
    return this.arrivals[this.first];
  }

  /** The JSON of the visit at `index`. */
  json(index: number): string {
    const end = this.ends[this.first + index] as number;
    const start = index === 0 ? this.head : (this.ends[this.first + index - 1] as number) + 1;
    return this.bytes.toString('utf8', start, end);
  }

  /** The first `count` visits as the UTF-8 of a JSON array, in bytes of their own. */
  batch(count: number): Uint8Array {
    const end = this.ends[this.first + count - 1] as number;
    const out = new Uint8Array(end - this.head + 2);
    out[0] = OPEN_BRACKET;
    out.set(this.bytes.subarray(this.head, end), 1);
    out[out.length - 1] = CLOSE_BRACKET;
    return out;
  }

  /** Drops the first `count` visits (written, or set aside). */
  shift(count: number): void {
    this.first += count;
    if (this.first === this.ends.length) {
      this.head = 0;
      this.tail = 0;
      this.ends = [];
      this.seqs = [];
      this.arrivals = [];
      this.first = 0;
      if (this.bytes.length > KEPT_BYTES) this.bytes = Buffer.allocUnsafe(INITIAL_BYTES);
      return;
    }
    this.head = (this.ends[this.first - 1] as number) + 1;
  }

  /** Moves what waits to the front of a buffer with `room` more bytes (a larger one if need be). */
  private makeRoom(room: number): void {
    const waiting = this.tail - this.head;
    const needed = waiting + room;
    const target =
      needed <= this.bytes.length / 2
        ? this.bytes
        : Buffer.allocUnsafe(Math.max(2 * needed, INITIAL_BYTES));
    this.bytes.copy(target, 0, this.head, this.tail);
    const moved = this.head;
    this.bytes = target;
    this.ends = this.ends.slice(this.first).map((end) => end - moved);
    this.seqs = this.seqs.slice(this.first);
    this.arrivals = this.arrivals.slice(this.first);
    this.first = 0;
    this.head = 0;
    this.tail = waiting;
  }
}
