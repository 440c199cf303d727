/**
 * The demo history's one source of chance: mulberry32, a small seeded generator, so the same
 * seed value (and the same "now") gives the same rows, ids included, on every machine.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A whole number in [0, n): the shape the domain's pickup codes ask for. */
  below = (n: number): number => Math.floor(this.next() * n);

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[this.below(items.length)]!;
  }

  /** `count` different items, in a random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0)
      out.push(pool.splice(this.below(pool.length), 1)[0]!);
    return out;
  }

  hex(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += this.below(16).toString(16);
    return out;
  }

  /** A version-4 shaped UUID drawn from this generator (the rows' ids repeat with the seed). */
  uuid(): string {
    const h = this.hex(32);
    const variant = ((this.below(4) + 8) as number).toString(16);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20)}`;
  }
}
