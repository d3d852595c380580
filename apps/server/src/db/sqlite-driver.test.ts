import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "./database.ts";

// The SQLite driver over a real file, as the server runs it (tests elsewhere use :memory:).

const opened: Database[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
});

function file() {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), "nova-driver-")), "nova.sqlite");
}

async function openOn(sqliteFile: string) {
  const db = createDatabase({ sqliteFile });
  opened.push(db);
  await sql`create table if not exists notes (id integer primary key, text text not null)`.execute(
    db,
  );
  return db;
}

const texts = async (db: Database) =>
  (await sql<{ text: string }>`select text from notes order by id`.execute(db)).rows.map(
    (r) => r.text,
  );

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/**
 * A transaction that has written `text` and stays open until `finish()` is called: what a
 * test needs to see the others wait or not. `done` settles when it commits.
 */
async function heldTransaction(db: Database, text: string) {
  const inside = gate();
  const finish = gate();
  const done = db.transaction().execute(async (trx) => {
    await sql`insert into notes (text) values (${text})`.execute(trx);
    inside.open();
    await finish.opened;
  });
  await inside.opened;
  return { done, finish: finish.open };
}

describe("SQLite driver on a file", () => {
  it("answers a read at once while a transaction is open, with the last committed state", async () => {
    const db = await openOn(file());
    await sql`insert into notes (text) values ('committed')`.execute(db);
    const open = await heldTransaction(db, "pending");
    expect(await texts(db)).toEqual(["committed"]);
    open.finish();
    await open.done;
    expect(await texts(db)).toEqual(["committed", "pending"]);
  });

  it("runs a lone write issued during an open transaction after it, without deadlock", async () => {
    const db = await openOn(file());
    const open = await heldTransaction(db, "first");
    const lone = sql`insert into notes (text) values ('second')`.execute(db);
    open.finish();
    await Promise.all([open.done, lone]);
    expect(await texts(db)).toEqual(["first", "second"]);
  });

  it("waits for another process's write lock without blocking the event loop", async () => {
    const shared = file();
    const a = await openOn(shared);
    const b = await openOn(shared);
    const first = await heldTransaction(a, "from a");
    let timerFired = false;
    const second = b.transaction().execute(async (trx) => {
      // b got the lock only after a committed: it sees a's row.
      expect(await texts(trx)).toEqual(["from a"]);
      await sql`insert into notes (text) values ('from b')`.execute(trx);
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    timerFired = true;
    // While b waits for the lock, reads on either connection still answer.
    expect(await texts(b)).toEqual([]);
    first.finish();
    await Promise.all([first.done, second]);
    expect(timerFired).toBe(true);
    expect(await texts(a)).toEqual(["from a", "from b"]);
  });

  it("rolls back a failed transaction and frees the writer for the next one", async () => {
    const db = await openOn(file());
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into notes (text) values ('lost')`.execute(trx);
        await sql`insert into notes (text) values (null)`.execute(trx);
      }),
    ).rejects.toThrow();
    await db.transaction().execute(async (trx) => {
      await sql`insert into notes (text) values ('kept')`.execute(trx);
    });
    expect(await texts(db)).toEqual(["kept"]);
  });
});

describe("SQLite driver: transactions that queue commit together", () => {
  it("commits a queue of transactions in one SQLite commit, each told only once it is on disk", async () => {
    const sqliteFile = file();
    const db = await openOn(sqliteFile);
    const other = await openOn(sqliteFile);
    const first = gate();
    const told: string[] = [];
    // The first transaction holds the writer until the others queue behind it.
    const holder = db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into notes (text) values ('t0')`.execute(trx);
        await first.opened;
      })
      .then(() => told.push("t0"));
    const queued = [1, 2, 3, 4].map((i) =>
      db
        .transaction()
        .execute(async (trx) => {
          await sql`insert into notes (text) values (${`t${i}`})`.execute(trx);
        })
        .then(async () => {
          // Told "committed": another connection (another process's) sees it already, and
          // with it the whole queue: one commit carried them all.
          expect(await texts(other)).toEqual(["t0", "t1", "t2", "t3", "t4"]);
          told.push(`t${i}`);
        }),
    );
    // While the queue waits, nothing of it is visible elsewhere.
    expect(await texts(other)).toEqual([]);
    first.open();
    await Promise.all([holder, ...queued]);
    expect(told.sort()).toEqual(["t0", "t1", "t2", "t3", "t4"]);
    expect(await texts(other)).toEqual(["t0", "t1", "t2", "t3", "t4"]);
  });

  it("undoes only the failed transaction of a group, and the others still commit", async () => {
    const db = await openOn(file());
    const first = gate();
    const holder = db.transaction().execute(async (trx) => {
      await sql`insert into notes (text) values ('a')`.execute(trx);
      await first.opened;
    });
    const failing = db.transaction().execute(async (trx) => {
      await sql`insert into notes (text) values ('lost')`.execute(trx);
      throw new Error("refused");
    });
    const lone = sql`insert into notes (text) values ('b')`.execute(db);
    const last = db.transaction().execute(async (trx) => {
      await sql`insert into notes (text) values ('c')`.execute(trx);
    });
    first.open();
    await expect(failing).rejects.toThrow("refused");
    await Promise.all([holder, lone, last]);
    expect(await texts(db)).toEqual(["a", "b", "c"]);
  });

  it("fails every waiting member when a statement's failure undoes the shared transaction", async () => {
    const db = await openOn(file());
    const first = gate();
    const second = gate();
    const holder = db.transaction().execute(async (trx) => {
      await sql`insert into notes (text) values ('early')`.execute(trx);
      await first.opened;
    });
    const breaker = db.transaction().execute(async (trx) => {
      await second.opened;
      // A conflict resolved by ROLLBACK ends SQLite's whole transaction, the group's too.
      await sql`insert or rollback into notes (id, text) values (1, 'clash')`.execute(trx);
    });
    first.open();
    // The holder's commit waits for the group, which the breaker continues.
    await new Promise((resolve) => setTimeout(resolve, 20));
    second.open();
    await expect(breaker).rejects.toThrow();
    await expect(holder).rejects.toThrow("la transacción compartida se deshizo");
    expect(await texts(db)).toEqual([]);
    await db.transaction().execute(async (trx) => {
      await sql`insert into notes (text) values ('after')`.execute(trx);
    });
    expect(await texts(db)).toEqual(["after"]);
  });
});
