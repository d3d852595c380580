// `npm run bench`: seeds the "large studio" (2,000 students, 60 classes, 12 teachers, 3,000
// enrollments, 24 months of payments) into a fresh database, starts the real server in a child
// process and loads each endpoint with 32 concurrent connections, printing p99 latency and
// throughput against the goals of DESIGN.md §7. BENCH_DATABASE_URL=postgres://… benches
// PostgreSQL instead of SQLite. BENCH_SECONDS sets the time per endpoint (default 5).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { addMonths, DEFAULT_TIME_ZONE, todayInZone } from "@nova/domain";
import autocannon from "autocannon";
import { createDatabase } from "../apps/server/src/db/database.ts";
import { migrateToLatest } from "../apps/server/src/db/migrate.ts";
import { createPostgresDatabase } from "../apps/server/test/support/postgres-database.ts";
import { ensureBuilt, serverTarget } from "./build.mjs";
import { LARGE_SIZE, seedStudio } from "./demo-data.ts";

const root = path.resolve(import.meta.dirname, "..");
const PORT = Number(process.env.BENCH_PORT ?? 3299);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 32;
const PASSWORD = "bench-password-1";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nova-bench-"));
const baseDatabaseUrl = process.env.BENCH_DATABASE_URL;
const today = todayInZone(new Date(), DEFAULT_TIME_ZONE);
const month = today.slice(0, 7);

console.log(`Sembrando el estudio grande en ${baseDatabaseUrl ? "PostgreSQL" : "SQLite"}…`);
const seedStart = performance.now();
// PostgreSQL: a database of its own on that server, dropped at the end, never the one named.
const pgBench = baseDatabaseUrl
  ? await createPostgresDatabase(baseDatabaseUrl, "nova_bench")
  : undefined;
const databaseUrl = pgBench?.url;
const db = createDatabase({ databaseUrl, sqliteFile: path.join(dataDir, "nova.sqlite") });
await migrateToLatest(db);
await seedStudio(db, { size: LARGE_SIZE, seed: 7, today });
const counts = {
  students: (
    await db
      .selectFrom("students")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow()
  ).n,
  payments: (
    await db
      .selectFrom("payments")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow()
  ).n,
};
// Payment creation needs distinct (student, class, month) triples: open enrollments paid ahead.
const open = await db
  .selectFrom("enrollments")
  .select(["student_id", "class_id"])
  .where("ended_on", "is", null)
  .execute();
const firstStudent = (
  await db.selectFrom("students").select("id").orderBy("id").executeTakeFirstOrThrow()
).id;
const firstClass = (
  await db.selectFrom("classes").select("id").orderBy("id").executeTakeFirstOrThrow()
).id;
const firstTeacher = (
  await db.selectFrom("teachers").select("id").orderBy("id").executeTakeFirstOrThrow()
).id;
const firstPayment = (
  await db.selectFrom("payments").select("id").orderBy("id").executeTakeFirstOrThrow()
).id;
await db.destroy();
console.log(
  `  ${counts.students} estudiantes, ${counts.payments} pagos en ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
);

// The production path: the bundled server under plain node (built here when stale).
ensureBuilt(serverTarget);
const server = spawn(process.execPath, ["apps/server/dist/main.js"], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? "",
    ADMIN_USERNAME: "admin",
    ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "inherit", "inherit"],
});

async function waitForHealth() {
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`${BASE}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("el servidor no respondió a /api/health");
}

interface Result {
  name: string;
  p99: number;
  rps: number;
  errors: number;
  goal: string;
  ok: boolean;
}

async function load(
  name: string,
  goal: { p99?: number; rps?: number },
  urlPath: string,
  options: Partial<autocannon.Options> = {},
): Promise<Result> {
  const result = await autocannon({
    url: `${BASE}${urlPath}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    ...options,
  });
  const p99 = result.latency.p99;
  const rps = result.requests.average;
  const errors = result.errors + result.timeouts + result.non2xx;
  const ok =
    errors === 0 &&
    (goal.p99 === undefined || p99 < goal.p99) &&
    (goal.rps === undefined || rps >= goal.rps);
  const goalText = goal.p99 !== undefined ? `p99 < ${goal.p99} ms` : `≥ ${goal.rps} req/s`;
  return { name, p99, rps, errors, goal: goalText, ok };
}

let token = "";
try {
  await waitForHealth();
  const login = await fetch(`${BASE}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: PASSWORD }),
  });
  token = ((await login.json()) as { token: string }).token;

  const reads: [string, string][] = [
    ["students list (page of 12)", "/api/students?page=1&size=12"],
    ["students search", "/api/students?search=gonzalez&page=1&size=12"],
    ["student detail", `/api/students/${firstStudent}`],
    ["teachers list", "/api/teachers"],
    ["teacher detail", `/api/teachers/${firstTeacher}`],
    ["classes list", "/api/classes"],
    ["class detail", `/api/classes/${firstClass}`],
    ["payments of the month", `/api/payments?month=${month}`],
    ["payments page of 50", `/api/payments?month=${month}&page=1&size=50`],
    ["payment detail", `/api/payments/${firstPayment}`],
  ];
  const reports: [string, string][] = [
    ["dashboard (month)", "/api/dashboard?period=month"],
    ["dashboard (year)", "/api/dashboard?period=year"],
    ["revenue chart (12)", "/api/dashboard/revenue-chart?months=12"],
    ["class distribution", "/api/dashboard/class-distribution"],
    ["outstanding report", `/api/reports/outstanding-payments/${month}`],
    ["teacher compensation", `/api/reports/teacher-compensation/${month}`],
    ["financial month", `/api/reports/financial/${month}`],
    ["financial 12 months", `/api/reports/financial?from=${addMonths(month, -11)}&to=${month}`],
    ["class payment status", `/api/reports/class/${firstClass}/${month}/students-payment-status`],
    ["student outstanding", `/api/students/${firstStudent}/outstanding-payments/${month}`],
  ];
  // A short warm-up so the first endpoint measured does not pay for the JIT alone.
  await autocannon({
    url: `${BASE}/api/students?page=1&size=12`,
    connections: CONNECTIONS,
    duration: 2,
    headers: { authorization: `Bearer ${token}` },
  });
  const results: Result[] = [];
  for (const [name, url] of reads) results.push(await load(name, { p99: 25 }, url));
  for (const [name, url] of reports) results.push(await load(name, { p99: 50 }, url));

  let next = 0;
  const bodies: string[] = [];
  for (let ahead = 1; ahead <= 12; ahead++) {
    for (const e of open) {
      bodies.push(
        JSON.stringify({
          studentId: e.student_id,
          classId: e.class_id,
          amount: 25000,
          paymentMonth: addMonths(month, ahead),
          paymentDate: today,
          paymentMethod: "TRANSFERENCIA",
          notes: "bench",
        }),
      );
    }
  }
  results.push(
    await load("payment creation", { rps: 500 }, "/api/payments", {
      method: "POST",
      requests: [
        {
          setupRequest(request) {
            return { ...request, body: bodies[next++ % bodies.length] };
          },
        },
      ],
    }),
  );

  console.log(
    `\n${CONNECTIONS} conexiones, ${SECONDS} s por endpoint, ${databaseUrl ? "PostgreSQL" : "SQLite"}\n`,
  );
  console.log(
    `${"endpoint".padEnd(28)} ${"p99 ms".padStart(8)} ${"req/s".padStart(9)} ${"errores".padStart(8)}  meta`,
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(28)} ${String(r.p99).padStart(8)} ${r.rps.toFixed(0).padStart(9)} ${String(r.errors).padStart(8)}  ${r.goal} ${r.ok ? "OK" : "NO CUMPLE"}`,
    );
  }
  const failed = results.filter((r) => !r.ok).length;
  console.log(`\n${results.length - failed} passed, ${failed} failed`);
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  await pgBench?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
