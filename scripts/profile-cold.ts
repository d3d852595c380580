// `npx tsx scripts/profile-cold.ts`: the cost of each read endpoint with an empty read cache
// (as right after a write), measured in process so the figure is the server's work alone.
// Seeds the large studio once (PROFILE_SCALE multiplies it: 10 gives the 20,000-student set),
// builds the app on it and, for each endpoint, moves the data version before every request
// and prints the median and the worst of PROFILE_RUNS (default 20) requests, the median CPU
// time of this process (wall times suffer from a busy machine; on SQLite the CPU time is the
// request's own cost) and the number of SQL statements one request runs. PROFILE_DATABASE_URL=postgres://… profiles PostgreSQL on a
// database of its own, dropped at the end. PROFILE_ONLY=substring (or several, `a|b`) limits the endpoints;
// PROFILE_QUERIES=1 also prints each statement of the last request with its own duration (on
// SQLite statements run one at a time; on PostgreSQL those issued together overlap).
// PROFILE_QUERIES=alone runs each of those statements again by itself, 10 times, and prints its
// median: what the statement costs the database, without the others of its request;
// PROFILE_EXPLAIN=ms adds the plan of each one slower than that.
// PROFILE_CPU=folder writes a V8 CPU profile of each measured request there (seeding, start-up
// and the writes before each request left out), to open in Chrome's DevTools. PROFILE_WRITES=api writes as the bench's cold scenario does
// instead (a payment and a new student, through the API) rather than moving the data version.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { Session } from "node:inspector/promises";
import os from "node:os";
import path from "node:path";
import { DEFAULT_TIME_ZONE, todayInZone } from "@nova/domain";
import { CompiledQuery, sql } from "kysely";
import { buildApp } from "../apps/server/src/app.ts";
import { bumpDataVersion } from "../apps/server/src/db/data-version.ts";
import { createDatabase } from "../apps/server/src/db/database.ts";
import { migrateToLatest } from "../apps/server/src/db/migrate.ts";
import { createPostgresDatabase } from "../apps/server/src/db/scratch-postgres-database.ts";
import { ensureAdminUser } from "../apps/server/src/modules/auth/bootstrap-admin.ts";
import { ENDPOINTS } from "./bench/endpoints.ts";
import { dropPlannerStatistics, sampleStudio } from "./bench/studio.ts";
import { LARGE_SIZE, seedStudio } from "./demo-data.ts";

const RUNS = Number(process.env.PROFILE_RUNS ?? 20);
/** Unmeasured requests of each endpoint before its measured ones (PROFILE_WARM). */
const WARM = Number(process.env.PROFILE_WARM ?? 30);
const SCALE = Number(process.env.PROFILE_SCALE ?? 1);
const ONLY = process.env.PROFILE_ONLY;
const CPU_DIR = process.env.PROFILE_CPU;
const API_WRITES = process.env.PROFILE_WRITES === "api";
/** PROFILE_ENCODING=br or gzip: ask for a compressed answer, as browsers and fetch do. */
const ENCODING = process.env.PROFILE_ENCODING;
const NO_STATS = process.env.PROFILE_NOSTATS === "1";
/** PROFILE_EXPLAIN=ms: the plan of each statement slower than that by itself, as it ran. */
const EXPLAIN_FROM_MS = Number(process.env.PROFILE_EXPLAIN ?? Number.POSITIVE_INFINITY);

const ADMIN = { username: "admin", password: "profile-password-1" };

const today = todayInZone(new Date(), DEFAULT_TIME_ZONE);
const size = {
  ...LARGE_SIZE,
  students: LARGE_SIZE.students * SCALE,
  classes: LARGE_SIZE.classes * SCALE,
  teachers: LARGE_SIZE.teachers * SCALE,
  enrollments: LARGE_SIZE.enrollments * SCALE,
};

const pg = process.env.PROFILE_DATABASE_URL
  ? await createPostgresDatabase(process.env.PROFILE_DATABASE_URL, "nova_profile")
  : undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nova-profile-"));
let queries = 0;
let statements: string[] = [];
let compiled: CompiledQuery[] = [];
const db = createDatabase({
  databaseUrl: pg?.url,
  sqliteFile: path.join(dataDir, "nova.sqlite"),
  onQuery: (text, ms, parameters) => {
    queries += 1;
    // Kept only when asked: the seeding runs hundreds of thousands of statements.
    if (!process.env.PROFILE_QUERIES) return;
    statements.push(`${ms.toFixed(2).padStart(8)} ${text.slice(0, 160)}`);
    compiled.push(CompiledQuery.raw(text, [...parameters]));
  },
});

try {
  const seedStart = performance.now();
  await migrateToLatest(db);
  await seedStudio(db, { size, seed: 7, today });
  statements = [];
  compiled = [];
  await ensureAdminUser(db, ADMIN, new Date());
  // PostgreSQL plans by its statistics, which autovacuum gathers shortly after a bulk load in
  // a real studio (clearing the dead row versions the payment totals' trigger left); without
  // them every join looks like one row and the plans are not the real ones.
  // PROFILE_NOSTATS=1 profiles PostgreSQL as the bench's no-statistics scenario loads it.
  if (pg && NO_STATS) console.log(await dropPlannerStatistics(db));
  else if (pg) await sql`vacuum analyze`.execute(db);
  console.log(
    `${pg ? "PostgreSQL" : "SQLite"}, ${size.students} estudiantes sembradas en ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  const app = await buildApp({ db, jwtSecret: randomBytes(32) });
  await app.ready();
  const login = await app.inject({ method: "POST", url: "/api/auth/login", payload: ADMIN });
  const authorization = `Bearer ${login.json().token}`;
  const readHeaders = ENCODING ? { authorization, "accept-encoding": ENCODING } : { authorization };
  const sample = await sampleStudio(db, today);
  const paymentBodies = sample.paymentBodies;
  let written = 0;
  /** Leaves nothing cached: the bench's two writes, or the data version moved behind the API. */
  const write = async () => {
    if (!API_WRITES) return bumpDataVersion(db);
    written++;
    const writes: [string, Record<string, unknown>][] = [
      ["/api/payments", JSON.parse(paymentBodies[written % paymentBodies.length] as string)],
      [
        "/api/students",
        { firstName: "Frío", lastName: `Perfil ${written}`, birthDate: "1992-03-04" },
      ],
    ];
    for (const [url, payload] of writes) {
      const res = await app.inject({ method: "POST", url, headers: { authorization }, payload });
      if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    }
  };

  // The bench's own endpoints and varied URLs, so this profiles what its cold goal measures.
  const endpoints: [string, () => string][] = ENDPOINTS.map((e) => [
    e.name,
    () => e.url(sample, Math.random),
  ]);

  console.log(
    `${"endpoint".padEnd(26)} ${"median".padStart(8)} ${"max".padStart(8)} ${"cpu".padStart(8)} queries ${"KB".padStart(7)}`,
  );
  for (const [name, url] of endpoints) {
    if (ONLY && !ONLY.split("|").some((part) => name.includes(part))) continue;
    const times: number[] = [];
    const cpu: number[] = [];
    let count = 0;
    let bytes = 0;
    const profiler = CPU_DIR ? new Session() : undefined;
    if (profiler) {
      profiler.connect();
      await profiler.post("Profiler.enable");
      // Requests take milliseconds: sample every 100 µs rather than V8's default 1 ms.
      await profiler.post("Profiler.setSamplingInterval", { interval: 100 });
    }
    // Unmeasured requests first, so the JIT, the statement caches and the kept months are warm
    // as in the bench, whose earlier scenarios have asked for every URL before its cold one.
    for (let i = 0; i < RUNS + WARM; i++) {
      await write();
      queries = 0;
      statements = [];
      compiled = [];
      // The profile covers the measured requests alone, not the writes before them.
      if (i >= WARM && profiler) await profiler.post("Profiler.start");
      const start = performance.now();
      const cpuStart = process.cpuUsage();
      const target = url();
      const res = await app.inject({ method: "GET", url: target, headers: readHeaders });
      const ms = performance.now() - start;
      const used = process.cpuUsage(cpuStart);
      if (i >= WARM && profiler && CPU_DIR) {
        const { profile } = await profiler.post("Profiler.stop");
        fs.mkdirSync(CPU_DIR, { recursive: true });
        const file = path.join(CPU_DIR, `${name.replaceAll(/\W+/g, "-")}-${i - WARM}.cpuprofile`);
        fs.writeFileSync(file, JSON.stringify(profile));
      }
      if (res.statusCode !== 200) throw new Error(`${target}: ${res.statusCode} ${res.body}`);
      if (i >= WARM) {
        times.push(ms);
        cpu.push((used.user + used.system) / 1000);
      }
      count = queries;
      bytes = res.rawPayload.length;
    }
    profiler?.disconnect();
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    const cpuMedian = cpu[Math.floor(cpu.length / 2)] ?? 0;
    const max = times.at(-1) ?? 0;
    console.log(
      `${name.padEnd(26)} ${median.toFixed(2).padStart(8)} ${max.toFixed(2).padStart(8)} ${cpuMedian.toFixed(2).padStart(8)} ${String(count).padStart(7)} ${(bytes / 1024).toFixed(1).padStart(7)}`,
    );
    if (process.env.PROFILE_QUERIES === "alone") await statementsAlone([...compiled]);
    else if (process.env.PROFILE_QUERIES) for (const line of statements) console.log(`    ${line}`);
  }
  await app.close();
} finally {
  await db.destroy();
  await pg?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Each statement run by itself, 10 times: its median in ms, then its text. */
async function statementsAlone(queries: readonly CompiledQuery[]) {
  for (const query of queries) {
    const times: number[] = [];
    for (let i = 0; i < 10; i++) {
      const start = performance.now();
      await db.executeQuery(query);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const median = times[5] ?? 0;
    console.log(
      `    ${median.toFixed(2).padStart(8)} ${query.sql.replace(/\s+/g, " ").slice(0, 150)}`,
    );
    if (median > EXPLAIN_FROM_MS) await explain(query);
  }
}

async function explain(query: CompiledQuery) {
  const text = pg ? `explain (analyze, costs off) ${query.sql}` : `explain query plan ${query.sql}`;
  const { rows } = await db.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(text, [...query.parameters]),
  );
  console.log(query.sql);
  for (const row of rows) console.log(`      | ${Object.values(row).join(" ")}`);
}
