import type { Database } from "./database.ts";

// How the server keeps a computed value for the requests after it (the parts kept until the
// records version moves, records-memo.ts; the owed months and the studio's debts, kept at a
// ledger position, records/ledger/): each database has its own values, a value is kept as a
// promise from the moment its computation starts (simultaneous requests share it), and a
// failed one is not kept. Written once here so the three keep them the same way.

/** A value kept with what it was computed at (a version, a ledger position, a day). */
interface Kept {
  value: Promise<unknown>;
}

/** Where kept values live: a Map, or a WeakMap keyed by database. */
interface KeptStore<K, E> {
  get(key: K): E | undefined;
  set(key: K, entry: E): unknown;
  delete(key: K): unknown;
}

/**
 * Each database's own map of kept values, made on first use; a WeakMap of them, so a database
 * closed and dropped (a test's) takes its values along.
 */
export function mapPerDatabase<K, E>(): (db: Database) => Map<K, E> {
  const maps = new WeakMap<Database, Map<K, E>>();
  return (db) => {
    let map = maps.get(db);
    if (!map) {
      map = new Map();
      maps.set(db, map);
    }
    return map;
  };
}

/**
 * Keeps `entry` under `key` until its value fails: a failure is not kept, so the next request
 * computes anew (unless another value was kept there meanwhile: that one stays).
 */
export function keepUnlessFailed<K, E extends Kept>(
  store: KeptStore<K, E>,
  key: K,
  entry: E,
): void {
  store.set(key, entry);
  entry.value.catch(() => {
    if (store.get(key) === entry) store.delete(key);
  });
}

/**
 * Keeps `entry` under `key` as the newest of `map`, as keepUnlessFailed; past `max` entries the
 * one stored longest ago is dropped, so a map keyed by month or by part stays small.
 */
export function keepNewest<K, E extends Kept>(map: Map<K, E>, key: K, entry: E, max: number): void {
  map.delete(key);
  keepUnlessFailed(map, key, entry);
  if (map.size > max) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
}
