// The read cache's memory: a least-recently-used list per route, under one bound in bytes.
//
// A single list for every route let the routes of thousands of URLs (a student's month, a page
// of payments, a page's reminders) push out, within a second, the few answers that cost the most
// to compute (the dashboard, a month's reports): under the console's varied reads at 2,000
// students almost every report was computed again (issue 37). Here, when the cache is full, the
// route that holds the most bytes gives up its oldest answer, so a route of many URLs evicts its
// own answers long before another route's.

/** What a kept answer costs besides its bytes: the key, the entry and the list's bookkeeping. */
const OVERHEAD_BYTES = 256;

interface Kept<E> {
  entry: E;
  bytes: number;
}

interface RouteList<E> {
  /** Map keeps insertion order: re-inserting on a hit makes it an LRU. */
  entries: Map<string, Kept<E>>;
  bytes: number;
}

export class RouteLruStore<E> {
  private readonly routes = new Map<string, RouteList<E>>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  /** The bytes kept, overheads included. */
  get totalBytes() {
    return this.total;
  }

  /** The entry under the key, made the route's newest. */
  get(route: string, key: string): E | undefined {
    const list = this.routes.get(route);
    const kept = list?.entries.get(key);
    if (!list || !kept) return undefined;
    list.entries.delete(key);
    list.entries.set(key, kept);
    return kept.entry;
  }

  set(route: string, key: string, entry: E, bytes: number) {
    let list = this.routes.get(route);
    if (!list) {
      list = { entries: new Map(), bytes: 0 };
      this.routes.set(route, list);
    }
    const previous = list.entries.get(key);
    if (previous) this.discount(list, key, previous);
    const kept = { entry, bytes: bytes + key.length + OVERHEAD_BYTES };
    list.entries.set(key, kept);
    list.bytes += kept.bytes;
    this.total += kept.bytes;
    this.shrink();
  }

  /** A kept entry grew (a compressed copy was added to it). */
  grow(route: string, key: string, entry: E, bytes: number) {
    const list = this.routes.get(route);
    const kept = list?.entries.get(key);
    if (!list || kept?.entry !== entry) return;
    kept.bytes += bytes;
    list.bytes += bytes;
    this.total += bytes;
    this.shrink();
  }

  private discount(list: RouteList<E>, key: string, kept: Kept<E>) {
    list.entries.delete(key);
    list.bytes -= kept.bytes;
    this.total -= kept.bytes;
  }

  /** Evicts the oldest answers of the largest route until the cache is within its bound. */
  private shrink() {
    while (this.total > this.maxBytes) {
      let largest: RouteList<E> | undefined;
      for (const list of this.routes.values()) {
        if (!largest || list.bytes > largest.bytes) largest = list;
      }
      const oldest = largest?.entries.entries().next().value;
      if (!largest || !oldest) return;
      this.discount(largest, oldest[0], oldest[1]);
    }
  }
}
