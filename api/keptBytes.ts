/**
 * Byte buffers kept in memory up to a total size, the least recently used dropped first (a Map
 * iterates in insertion order, and each use puts its key back at the end). What each entry holds
 * beside its body, and when it stops being good, is the caller's.
 */
export class KeptBytes<T extends { body: Buffer }> {
  private readonly entries = new Map<string, T>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** Keeps `entry` under `key` (none larger than the whole allowance), dropping the least recently used beyond it. */
  set(key: string, entry: T): void {
    this.delete(key);
    if (entry.body.length > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
