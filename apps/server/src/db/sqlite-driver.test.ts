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

describe("SQLite driver on a file", () => {
  it("answers a read at once while a transaction is open, with the last committed state", async () => {
    const db = await openOn(file());
    await sql`insert into notes (text) values ('committed')`.execute(db);
    const inside = gate();
    const finish = gate();
    const transaction = db.transaction().execute(async (trx) => {
      await sql`insert into notes (text) values ('pending')`.execute(trx);
      inside.open();
      await finish.opened;
    });
    await inside.opened;
    expect(await texts(db)).toEqual(["committed"]);
    finish.open();
    await transaction;
    expect(await texts(db)).toEqual(["committed", "pending"]);
  });

  it("runs a lone write issued during an open transaction after it, without deadlock", async () => {
    const db = await openOn(file());
    const inside = gate();
    const finish = gate();
    const transaction = db.transaction().execute(async (trx) => {
      await sql`insert into notes (text) values ('first')`.execute(trx);
      inside.open();
      await finish.opened;
    });
    await inside.opened;
    const lone = sql`insert into notes (text) values ('second')`.execute(db);
    finish.open();
    await Promise.all([transaction, lone]);
    expect(await texts(db)).toEqual(["first", "second"]);
  });

  it("waits for another process's write lock without blocking the event loop", async () => {
    const shared = file();
    const a = await openOn(shared);
    const b = await openOn(shared);
    const inside = gate();
    const finish = gate();
    const first = a.transaction().execute(async (trx) => {
      await sql`insert into notes (text) values ('from a')`.execute(trx);
      inside.open();
      await finish.opened;
    });
    await inside.opened;
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
    finish.open();
    await Promise.all([first, second]);
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
