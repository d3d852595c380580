import { createDatabase } from "./src/db/database.ts";
import * as r from "./src/modules/reports/reports.repository.ts";
import * as d from "./src/modules/dashboard/dashboard.repository.ts";
import { revenueByClassForMonths } from "./src/modules/classes/classes.repository.ts";
import { getSettings } from "./src/modules/settings/settings.repository.ts";
import { buildOutstandingReport, DEFAULT_BILLING_RULES } from "@nova/domain";

const db = createDatabase({ sqliteFile: "/tmp/prof/nova.sqlite" });
const month = "2026-11";
async function time(name: string, f: () => Promise<unknown>) {
  const ts: number[] = [];
  for (let i = 0; i < 10; i++) { const t0 = performance.now(); await f(); ts.push(performance.now() - t0); }
  ts.sort((a, b) => a - b);
  console.log(name.padEnd(30), ts[5]?.toFixed(2));
}
await time("settings", () => getSettings(db));
await time("students", () => r.loadStudents(db));
await time("classes", () => r.loadClasses(db));
await time("schedules", () => r.loadSchedules(db));
await time("enrollments", () => r.loadEnrollments(db));
await time("paidPairs", () => r.loadPaidPairs(db, month));
await time("teachers", () => r.loadTeachers(db));
await time("assignments", () => r.loadAssignments(db));
await time("monthPayments", () => r.loadMonthPayments(db, month));
await time("monthTotals 24", () => r.monthPaymentTotals(db, "2024-12", month));
await time("revByClass 24", () => revenueByClassForMonths(db, "2024-12", month));
await time("revenueByMonth 12", () => r.revenueByMonth(db, "2025-12", month));
await time("withTeacher", () => d.classIdsWithTeacher(db));
await time("revenueOfPeriods year", () => d.revenueOfPeriods(db, {start: "2026-01-01", end: "2026-12-31"}, {start: "2025-01-01", end: "2025-12-31"}));
await time("latest", () => d.latestPayments(db, 5));
const [students, classes, enrollments, payments] = await Promise.all([r.loadStudents(db), r.loadClasses(db), r.loadEnrollments(db), r.loadPaidPairs(db, month)]);
const ts: number[] = [];
for (let i = 0; i < 10; i++) { const t0 = performance.now(); buildOutstandingReport({ month, today: "2026-11-23", rules: DEFAULT_BILLING_RULES, students, classes, enrollments, payments }); ts.push(performance.now() - t0); }
ts.sort((a, b) => a - b);
console.log("buildOutstandingReport", ts[5]?.toFixed(2));
await db.destroy();
