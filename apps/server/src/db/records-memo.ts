import { type DataVersions, readDataVersions } from "./data-version.ts";
import type { Database } from "./database.ts";
import { keepNewest, mapPerDatabase } from "./kept-values.ts";

// A payment, by far the most frequent write, moves only the money version (data-version.ts) yet
// empties every cached answer that reads money: the dashboard, the teachers, the reports. Their
// costliest parts often read no money at all (who is enrolled where, how many students and
// classes there are), so those parts are kept here until the records version moves, and an
// answer recomputed after a payment reads only what the payment changed. Each instance keeps its
// own; the shared version makes them agree.
//
// The version is read before computing, so a kept value is never older than its version (a
// write committed meanwhile makes it newer, never staler). Values are shared between requests:
// callers must not change them.

const MAX_ENTRIES = 200;

/** Each database's kept values by key, with the stamp they were computed under. */
const storeOf = mapPerDatabase<string, { stamp: string; value: Promise<unknown> }>();

/**
 * `compute()`, or its value kept since the records version last moved; `key` names the part.
 * `versions`: those the request read as it arrived (the read cache's), saving a second read.
 */
export async function memoOnRecords<T>(
  db: Database,
  key: string,
  compute: () => Promise<T>,
  versions?: Promise<DataVersions>,
): Promise<T> {
  const { records } = await (versions ?? readDataVersions(db));
  return memoOnStamp(db, key, String(records), compute);
}

/** `compute()`, or its value kept while `stamp` is unchanged. */
function memoOnStamp<T>(
  db: Database,
  key: string,
  stamp: string,
  compute: () => Promise<T>,
): Promise<T> {
  const store = storeOf(db);
  const kept = store.get(key);
  if (kept?.stamp === stamp) return kept.value as Promise<T>;
  const value = compute();
  keepNewest(store, key, { stamp, value }, MAX_ENTRIES);
  return value;
}
