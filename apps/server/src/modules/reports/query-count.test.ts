import { beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../test/support/test-app.ts";
import { bumpDataVersion } from "../../db/data-version.ts";

// Reports and the dashboard must cost a fixed number of queries whatever the size of the
// studio. Each endpoint is measured on a small studio, the studio is grown about tenfold, and
// the endpoint is measured again. The counts include the query of authentication (session
// with its user, which also reads the read cache's versions: issue 37, one statement fewer for
// every cached read) and, where an answer keeps records-only parts (db/records-memo.ts), that
// memo's own version check.
const EXPECTED: Record<string, number> = {
  // +1 each for the month's late-fee waivers (issue 15). Issue 25: the outstanding report reads
  // the month's ledger (enrollments, payment lines and waivers) in one query: 6 → 4; the class
  // grid prices each student's month (settings and waivers): 5 → 7. The month's owed items are
  // kept per month (records/ledger/owed-months.ts), whose versions are one more small read: 4 → 5.
  // Issue 26: +1 where the ledger is read, for the live scholarships (one query on a small
  // table, in loadLedgerFamilies, whatever the number of students). Issue 36: +1 where the
  // ledger is read, for the classes' price periods; the class grid also reads its weekdays
  // always (its enrollments may keep a prorated first month whatever the policy today);
  // +2 for who pays for each owing student (birth dates and guardians).
  // Issue 37: the live scholarships and the classes' price periods are one statement: 9 → 8.
  "/api/reports/outstanding-payments/2026-08": 7,
  // Issue 36: the reminders read the owed months (as the reports), the fees, and who pays.
  // (+1 each for the classes' price periods, as every ledger read.)
  // Issue 37: the twelve months' scholarships are read once, not once per month, and with the
  // price periods: 21 → 9 (and 9 → 8 for one month or one student).
  "/api/reminders?scope=debts": 8,
  "/api/reminders?scope=month&month=2026-08": 7,
  // Issue 37: a student's ledger reads her waivers with her payment lines: 8 → 7.
  "/api/students/1/outstanding-payments/2026-08": 6,
  "/api/reports/class/1/2026-08/students-payment-status": 9,
  "/api/reports/teacher-compensation": 6,
  "/api/reports/teacher-compensation/2026-08": 5,
  "/api/reports/teacher-compensation/1/2026-08": 5,
  "/api/reports/financial/2026-08": 4,
  "/api/reports/financial?from=2025-09&to=2026-08": 4,
  "/api/reports/financial": 5,
  // The contact-data count and the birthdays are two indexed queries (they were one reading
  // every active student lacking data); the records memo uses the versions the request read.
  // The month's owed items are kept like the outstanding report's (+1 for their versions),
  // and the ledger reads the live scholarships (+1, issue 26); the families' inbox counts (open
  // online credits and transfer notices, +1, issue 30) and the open data-rights requests'
  // deadlines (+1, issue 29) feed two alerts.
  // Issue 36: the dashboard's total owed today is the debts report's, read by the same function
  // (records/ledger/debts.ts): the twelve months of its reach (each kept per month, so cold only after
  // a records change; a payment recomputes its own month) and the owed enrollment fees; +1 for
  // the classes' price periods.
  // Issue 37: 30 → 13. The debts' twelve months read their scholarships once (−11) and with
  // the price periods (−1); the contact-data and teachers counts ride in the students' counts
  // query (−2), the inbox counts in the revenue's (−1), the schedules in the classes' (−1) and
  // the open data-rights deadlines in the birthdays' (−1): the same reads, fewer round trips.
  // Then 13 → 12: the cache's versions are read with the session.
  "/api/dashboard?period=week": 12,
  "/api/dashboard?period=month": 12,
  "/api/dashboard?period=quarter": 12,
  "/api/dashboard?period=year": 12,
  // +1 for the classes' price periods, +2 for who pays for each owing student (issue 36).
  // Issue 37: the twelve months' scholarships once, with the price periods: 21 → 9.
  "/api/reports/debts": 8,
  "/api/dashboard/revenue-chart?months=24": 3,
  "/api/dashboard/class-distribution": 2,
  "/api/payments?month=2026-08": 2,
  "/api/payments?month=2026-08&page=1&size=10": 3,
};

// A payment at the desk (POST /api/payments, the SPEC's): its checks, the student's ledger
// read once under her lock, the receipt, its line, tender and audit row, and the answer.
// Issue 37: 31 → 20 on SQLite (the ledger was read twice, before and under the lock; the
// payer, the names and the receipt read back were five queries, now two). PostgreSQL adds its
// transaction (begin, commit) and three locks (the student's ledger, the receipt numbers'
// counter row is an update, the audit chain's). Then 20 → 17: the student, the class and her
// enrollments in it are one query (three before), and her waivers come with her payment lines;
// on PostgreSQL the audit chain is locked by reading its end `for update` (a statement saved);
// the receipt answered is made from what was written, not read back: 17 → 16; who pays is read
// with the checks (the student, the class, her enrollments and her paying guardian): 16 → 15.
// On PostgreSQL the chain's end is locked and read, the audit row hashed and written, the end
// moved and the data version bumped in one statement: 15 → 13; and the receipt, its tenders and
// its lines are one statement: 13 → 12 (decisions 0099 and 0101). The studio's settings come
// kept per records version, read with the session: 15 → 14 and 12 → 11.
const PAYMENT_QUERIES = { sqlite: 14, postgres: 11 };

describeEachDatabase("fixed query counts", (t) => {
  let teachers: number[] = [];
  let classes: number[] = [];
  let students = 0;
  let lastPair = { studentId: 0, classId: 0 };

  /** Adds `count` students, each in two classes with a year of payments, and more classes. */
  async function grow(count: number) {
    teachers.push(await t.seed.teacher({ firstName: `Profe${teachers.length}`, lastName: "X" }));
    for (let i = 0; i < Math.max(2, Math.ceil(count / 4)); i++) {
      const id = await t.seed.class({
        name: `Clase ${classes.length}`,
        price: 20_000 + classes.length,
        schedules: [{ dayOfWeek: "SATURDAY", startHour: 10, startMinute: 0 }],
      });
      classes.push(id);
      for (const teacher of teachers.slice(-2)) await t.seed.assignTeacher(teacher, id);
    }
    for (let i = 0; i < count; i++) {
      students += 1;
      const student = await t.seed.student({
        firstName: `Alumna${students}`,
        lastName: "Y",
        birthDate: "2000-08-15",
      });
      const mine = [classes[students % classes.length], classes[(students + 1) % classes.length]];
      for (const cls of mine) {
        if (cls === undefined) continue;
        lastPair = { studentId: student, classId: cls };
        await t.seed.enroll(student, cls, "2025-08-01");
        for (let m = 9; m <= 20; m++) {
          if ((students + m) % 3 === 0) continue;
          const month = m <= 12 ? `2025-${String(m).padStart(2, "0")}` : `2026-0${m - 12}`;
          await t.seed.payment({
            studentId: student,
            classId: cls,
            amount: 20_000,
            month,
            date: `${month}-0${1 + (m % 9)}`,
            late: m % 4 === 0,
          });
        }
      }
    }
  }

  async function measure(): Promise<Record<string, number>> {
    const authorization = await t.authHeader();
    const counts: Record<string, number> = {};
    for (const url of Object.keys(EXPECTED)) {
      // Cold: no answer and no records-only part kept from the previous request.
      await bumpDataVersion(t.db);
      t.resetQueryCount();
      const res = await t.injectAs(authorization, "GET", url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      counts[url] = t.queryCount();
    }
    return counts;
  }

  /**
   * Queries of a partial payment of next month by the student last enrolled, the second of two
   * in a row, as at the desk: the first found no settings kept under the records version.
   */
  async function payment(): Promise<number> {
    const authorization = await t.authHeader();
    let queries = 0;
    for (let i = 0; i < 2; i++) {
      t.resetQueryCount();
      const res = await t.app.inject({
        method: "POST",
        url: "/api/payments",
        headers: { authorization },
        payload: {
          ...lastPair,
          paymentMonth: "2026-09",
          amount: 1_000,
          paymentDate: "2026-08-15",
          paymentMethod: "EFECTIVO",
        },
      });
      queries = t.queryCount();
      expect(res.statusCode, res.body).toBe(201);
    }
    return queries;
  }

  beforeAll(() => {
    teachers = [];
    classes = [];
    students = 0;
  });

  it("runs the same number of queries for 4 and for 44 students", {
    timeout: 120_000,
  }, async () => {
    await grow(4);
    const small = await measure();
    const smallPayment = await payment();
    await grow(40);
    const large = await measure();
    const largePayment = await payment();
    expect(large).toEqual(small);
    expect(small).toEqual(EXPECTED);
    expect(largePayment).toBe(smallPayment);
    expect(smallPayment).toBe(PAYMENT_QUERIES[t.kind]);
  });
});
