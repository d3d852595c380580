import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEFAULT_TIME_ZONE, todayInZone } from "@nova/domain";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../../src/db/database.ts";
import { enroll, insertClass, insertStudent, setSettingsSection } from "../support/fixtures.ts";
import { call, freePort, serversStoppedAfterEach } from "../support/server-process.ts";
import { ADMIN } from "../support/test-app.ts";

// Several server processes on one SQLite file (the default on a multi-core machine): they must
// all serve, take turns writing without failing, and be replaced when one dies.

const launch = serversStoppedAfterEach();

async function start(processes: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nova-cluster-"));
  const server = launch(
    {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: ADMIN.password,
      WEB_CONCURRENCY: String(processes),
      LOG_LEVEL: "warn",
    },
    await freePort(),
  );
  await server.healthy();
  return { server, dataDir };
}

/** The worker processes of a primary (Linux: its children in /proc). */
function childrenOf(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  return fs.existsSync(file)
    ? fs.readFileSync(file, "utf8").trim().split(/\s+/).filter(Boolean).map(Number)
    : [];
}

async function waitFor(condition: () => boolean, what: string) {
  for (let i = 0; i < 100; i++) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timeout: ${what}`);
}

describe.skipIf(process.platform !== "linux")("the server as several processes", () => {
  it("starts the number of workers asked for and replaces one that dies", async () => {
    const { server } = await start(3);
    const pid = server.child.pid as number;
    await waitFor(() => childrenOf(pid).length === 3, "three workers");
    const [victim] = childrenOf(pid) as [number];
    process.kill(victim, "SIGKILL");
    await waitFor(
      () => childrenOf(pid).length === 3 && !childrenOf(pid).includes(victim),
      "a replacement worker",
    );
    expect((await call(server.url, "GET", "/api/health")).status).toBe(200);
    expect(await server.stop()).toBe(0);
    expect(childrenOf(pid)).toEqual([]);
  });

  it("records 300 payments sent at once to two processes on one SQLite file, each once, none failing", async () => {
    const { server, dataDir } = await start(2);
    const db = createDatabase({ sqliteFile: path.join(dataDir, "nova.sqlite") });
    await setSettingsSection(db, "payments", { dueDay: 31 });
    const classIds = await Promise.all(
      [1, 2, 3].map((n) => insertClass(db, { name: `Clase ${n}`, price: 30_000 })),
    );
    const studentIds: number[] = [];
    for (let n = 0; n < 100; n++) {
      const id = await insertStudent(db, { firstName: `Alumna${n}`, lastName: "Prueba" });
      for (const classId of classIds) await enroll(db, id, classId, "2025-01-01");
      studentIds.push(id);
    }
    await db.destroy();
    const login = await call(server.url, "POST", "/api/auth/login", { body: ADMIN });
    const token = login.body.token as string;
    const today = todayInZone(new Date(), DEFAULT_TIME_ZONE);

    const answers = await Promise.all(
      studentIds.flatMap((studentId) =>
        classIds.map((classId) =>
          call(server.url, "POST", "/api/payments", {
            token,
            body: {
              studentId,
              classId,
              amount: 30_000,
              paymentDate: today,
              paymentMethod: "EFECTIVO",
            },
          }),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    const receipts = answers.map((a) => a.body.receiptNumber);
    expect(new Set(receipts).size).toBe(300);
    const list = await call(server.url, "GET", `/api/payments?month=${today.slice(0, 7)}`, {
      token,
    });
    expect(list.body).toHaveLength(300);
  });
});
