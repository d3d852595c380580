import { randomBytes } from "node:crypto";
import { addMonths, DEFAULT_TIME_ZONE, todayInZone } from "@nova/domain";
import { buildApp } from "./src/app.ts";
import { createDatabase } from "./src/db/database.ts";
import { migrateToLatest } from "./src/db/migrate.ts";
import { ensureAdminUser } from "./src/modules/auth/bootstrap-admin.ts";
import { LARGE_SIZE, seedStudio } from "../../scripts/demo-data.ts";

const url = process.env.PROF_DATABASE_URL;
const db = createDatabase(url ? { databaseUrl: url } : { sqliteFile: "/tmp/prof/nova.sqlite" });
if (url) {
  await db.schema.dropSchema("public").ifExists().cascade().execute();
  await db.schema.createSchema("public").execute();
}
await migrateToLatest(db);
const today = todayInZone(new Date(), DEFAULT_TIME_ZONE);
const month = today.slice(0, 7);
await seedStudio(db, { size: LARGE_SIZE, seed: 7, today });
await ensureAdminUser(db, { username: "admin", password: "clave-prof-123" }, new Date());
const app = await buildApp({ db, jwtSecret: randomBytes(32) });
const login = await app.inject({ method: "POST", url: "/api/auth/login", payload: { username: "admin", password: "clave-prof-123" } });
const authorization = `Bearer ${login.json().token}`;
const urls = [
  "/api/dashboard?period=month",
  "/api/dashboard?period=year",
  "/api/dashboard/revenue-chart?months=12",
  "/api/dashboard/class-distribution",
  `/api/reports/outstanding-payments/${month}`,
  `/api/reports/teacher-compensation/${month}`,
  `/api/reports/financial/${month}`,
  `/api/reports/financial?from=${addMonths(month, -11)}&to=${month}`,
  `/api/reports/class/1/${month}/students-payment-status`,
  `/api/students/1/outstanding-payments/${month}`,
  `/api/payments?month=${month}`,
];
for (const u of urls) {
  const times: number[] = [];
  let status = 0;
  for (let i = 0; i < 15; i++) {
    const t0 = performance.now();
    const res = await app.inject({ method: "GET", url: u, headers: { authorization } });
    status = res.statusCode;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(u.padEnd(60), status, "median", times[7]?.toFixed(1), "max", times[14]?.toFixed(1));
}
await app.close();
await db.destroy();
