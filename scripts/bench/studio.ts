// Seeds a benchmark studio into a fresh database and samples from it what the load needs:
// ids, real names to search, months, and the payments that can still be recorded.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { addMonths, DEFAULT_TIME_ZONE, MAX_MONTHS_IN_ADVANCE, todayInZone } from "@nova/domain";
import { sql } from "kysely";
import { createDatabase, type Database } from "../../apps/server/src/db/database.ts";
import { migrateToLatest } from "../../apps/server/src/db/migrate.ts";
import { createPostgresDatabase } from "../../apps/server/src/db/scratch-postgres-database.ts";
import { ensureAdminUser } from "../../apps/server/src/modules/auth/bootstrap-admin.ts";
import {
  countRows,
  insertBackupRun,
} from "../../apps/server/src/modules/backups/backups.repository.ts";
import { rng, seedStudio, studioSizeOf } from "../demo-data.ts";
import { type Engine, POSTGRES_URL } from "./config.ts";

export interface StudioSample {
  today: string;
  /** The studio's last 24 months, the current one first. */
  months: string[];
  studentIds: { min: number; max: number };
  paymentIds: { min: number; max: number };
  teacherIds: number[];
  classIds: number[];
  /** First words of the students' surnames and names, as staff type them in a search. */
  searchTerms: string[];
  counts: { students: number; classes: number; teachers: number; payments: number };
  /** Bodies of POST /api/payments for distinct unpaid (student, class, month), shuffled. */
  paymentBodies: string[];
}

/** Created with the seed, so the bench knows the password (the server would generate one). */
export const BENCH_ADMIN = { username: "admin", password: "bench-password-1" };

export interface BenchStudio {
  engine: Engine;
  students: number;
  databaseUrl: string | undefined;
  dataDir: string;
  seedSeconds: number;
  sample: StudioSample;
  /** What became of PostgreSQL's planner statistics when asked not to analyse. */
  statsNote: string;
  remove: () => Promise<void>;
}

export async function createBenchStudio(
  engine: Engine,
  students: number,
  { analyze = true }: { analyze?: boolean } = {},
): Promise<BenchStudio> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nova-bench-"));
  // PostgreSQL: a database of its own on that server, dropped at the end, never the one named.
  const pg =
    engine === "postgres" && POSTGRES_URL
      ? await createPostgresDatabase(POSTGRES_URL, "nova_bench")
      : undefined;
  const remove = async () => {
    await pg?.drop();
    // A worker of the stopped server may still be closing its files for a moment.
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  try {
    const db = createDatabase({
      databaseUrl: pg?.url,
      sqliteFile: path.join(dataDir, "nova.sqlite"),
    });
    try {
      const today = todayInZone(new Date(), DEFAULT_TIME_ZONE);
      await migrateToLatest(db);
      const start = performance.now();
      await seedStudio(db, { size: studioSizeOf(students), seed: 7, today });
      const seedSeconds = (performance.now() - start) / 1000;
      // A studio's PostgreSQL has planner statistics and no pile of dead row versions
      // (autovacuum gathers the one and clears the other shortly after a bulk load); a database
      // filled a second ago has neither: its plans would be a seed's, and the payment totals,
      // updated by a trigger once per seeded payment, would be read through 50,000 dead rows.
      // The no-statistics scenario (nostats.ts) wants the opposite: a database as a restore
      // leaves it, whose planner has no column statistics, whatever the seed gathered.
      let statsNote = "";
      if (pg && analyze) await sql`vacuum analyze`.execute(db);
      if (pg && !analyze) statsNote = await dropPlannerStatistics(db);
      // A backup recorded today: the server backs up at start when none is, and a dump running
      // under the first scenarios would be measured with them.
      await insertBackupRun(db, {
        at: new Date().toISOString(),
        file: "bench-seed",
        sizeBytes: 0,
        counts: await countRows(db),
      });
      await ensureAdminUser(db, BENCH_ADMIN, new Date());
      const sample = await sampleStudio(db, today);
      return {
        engine,
        students,
        databaseUrl: pg?.url,
        dataDir,
        seedSeconds,
        sample,
        statsNote,
        remove,
      };
    } finally {
      await db.destroy();
    }
  } catch (error) {
    await remove();
    throw error;
  }
}

/**
 * Removes the planner's column statistics of the studio's tables (pg_statistic; a superuser's
 * right) and says what was done. The tables' sizes stay as the load left them (never analysed).
 */
export async function dropPlannerStatistics(db: Database): Promise<string> {
  try {
    const removed = await sql`
      delete from pg_statistic
      where starelid in (
        select c.oid from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema()
      )`.execute(db);
    return `sin ANALYZE; ${Number(removed.numAffectedRows ?? 0)} estadísticas de columna borradas`;
  } catch (error) {
    return `sin ANALYZE; no se pudieron borrar las estadísticas que hubiera (${(error as Error).message}): se mide igual`;
  }
}

/** What the load draws from, read from a seeded studio whose today is `today`. */
export async function sampleStudio(db: Database, today: string): Promise<StudioSample> {
  const month = today.slice(0, 7);
  const range = async (table: "students" | "payments") => {
    const row = await db
      .selectFrom(table)
      .select((eb) => [
        eb.fn.min<number>("id").as("min"),
        eb.fn.max<number>("id").as("max"),
        eb.fn.countAll<number>().as("n"),
      ])
      .executeTakeFirstOrThrow();
    return { min: Number(row.min), max: Number(row.max), n: Number(row.n) };
  };
  const students = await range("students");
  const payments = await range("payments");
  const teacherIds = (await db.selectFrom("teachers").select("id").orderBy("id").execute()).map(
    (r) => r.id,
  );
  const classIds = (await db.selectFrom("classes").select("id").orderBy("id").execute()).map(
    (r) => r.id,
  );
  const names = await db
    .selectFrom("students")
    .select(["first_name", "last_name"])
    .distinct()
    .execute();
  const firstWord = (s: string) => s.split(" ")[0] ?? s;
  const searchTerms = [
    ...new Set(names.flatMap((n) => [firstWord(n.last_name), firstWord(n.first_name)])),
  ].sort();

  // Payments still possible: open enrollments, from the current month (earlier unpaid months
  // would be late) to the furthest month allowed in advance, not paid yet.
  // Each pays at most its class's price: a payment above what remains is refused (issue 25).
  const open = await db
    .selectFrom("enrollments")
    .innerJoin("classes", "classes.id", "enrollments.class_id")
    .select(["enrollments.student_id", "enrollments.class_id", "classes.price"])
    .where("enrollments.ended_on", "is", null)
    .execute();
  const paid = await db
    .selectFrom("payments")
    .select(["student_id", "class_id", "payment_month"])
    .where("payment_month", ">=", month)
    .execute();
  const taken = new Set(paid.map((p) => `${p.student_id}:${p.class_id}:${p.payment_month}`));
  const paymentBodies: string[] = [];
  for (const e of open) {
    for (let ahead = 0; ahead <= MAX_MONTHS_IN_ADVANCE; ahead++) {
      const paymentMonth = addMonths(month, ahead);
      if (taken.has(`${e.student_id}:${e.class_id}:${paymentMonth}`)) continue;
      paymentBodies.push(
        JSON.stringify({
          studentId: e.student_id,
          classId: e.class_id,
          amount: Math.min(25000, e.price > 0 ? e.price : 25000),
          paymentMonth,
          paymentDate: today,
          paymentMethod: "TRANSFERENCIA",
          notes: "bench",
        }),
      );
    }
  }
  // Shuffled so that consecutive writes touch different students, as at a front desk.
  const random = rng(11);
  for (let i = paymentBodies.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [paymentBodies[i], paymentBodies[j]] = [paymentBodies[j] as string, paymentBodies[i] as string];
  }

  return {
    today,
    months: Array.from({ length: 24 }, (_, i) => addMonths(month, -i)),
    studentIds: { min: students.min, max: students.max },
    paymentIds: { min: payments.min, max: payments.max },
    teacherIds,
    classIds,
    searchTerms,
    counts: {
      students: students.n,
      classes: classIds.length,
      teachers: teacherIds.length,
      payments: payments.n,
    },
    paymentBodies,
  };
}
