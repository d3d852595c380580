// openSqlite on Node 24 keeps every better-sqlite3 object and answers `pragma()` itself
// (decision 0081). Forced on here, whatever Node runs the suite: its pragma must answer as
// better-sqlite3's own does, and nothing it makes may be left for the collector.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { keptSqliteObjects, openSqlite } from "./sqlite-native.ts";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "nova-sqlite-native-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const PRAGMAS: [string, { simple?: boolean }?][] = [
  ["journal_mode = WAL"],
  ["journal_mode", { simple: true }],
  ["synchronous = FULL"],
  ["foreign_keys = ON"],
  ["foreign_keys", { simple: true }],
  ["busy_timeout = 1000"],
  ["user_version = 7"],
  ["user_version", { simple: true }],
  ["table_info(t)"],
  ["wal_checkpoint(TRUNCATE)"],
];

describe("openSqlite", () => {
  it("answers every pragma the server uses as better-sqlite3's own pragma does", () => {
    const ours = openSqlite(path.join(folder, "ours.sqlite"), {}, true);
    const theirs = new SQLite(path.join(folder, "theirs.sqlite"));
    for (const db of [ours, theirs]) db.exec("create table t (id integer primary key, name text)");
    for (const [source, options] of PRAGMAS) {
      expect(ours.pragma(source, options), source).toEqual(theirs.pragma(source, options));
    }
    ours.close();
    theirs.close();
  });

  it("keeps the database and each statement it prepares, pragmas included", () => {
    const before = keptSqliteObjects();
    const db = openSqlite(path.join(folder, "kept.sqlite"), {}, true);
    db.pragma("journal_mode = WAL");
    db.prepare("select 1").get();
    db.prepare("select 2").get();
    db.close();
    expect(keptSqliteObjects() - before).toBe(4);
  });

  it("keeps nothing where the runtime does not need it", () => {
    const before = keptSqliteObjects();
    const db = openSqlite(path.join(folder, "free.sqlite"), {}, false);
    db.pragma("journal_mode = WAL");
    db.prepare("select 1").get();
    db.close();
    expect(keptSqliteObjects()).toBe(before);
  });
});
