import { beforeAll, expect, it } from "vitest";
import { describeEachDatabase, type TestContext } from "../../../test/support/test-app.ts";

// Every list endpoint must run the same number of SQL statements for 5 rows as for 200: the
// related rows of a whole page are loaded with one `where … in (…)` query each, never one
// query per row. The counts include the query that authenticates the request.

/** Adds students, teachers and classes number `from`..`to`-1, all linked to each other. */
async function seed(t: TestContext, from: number, to: number, bigClass: number) {
  for (let i = from; i < to; i++) {
    const student = await t.seed.student({
      firstName: `Alumna${i}`,
      lastName: `Apellido${i}`,
      dni: `dni-${i}`,
    });
    const teacher = await t.seed.teacher({
      firstName: `Profe${i}`,
      lastName: `Docente${i}`,
      isStudioOwner: i % 3 === 0,
    });
    const cls = await t.seed.class({
      name: `Clase ${i}`,
      price: 20000 + i,
      status: i % 2 === 0 ? "active" : "scheduled",
      schedules: [
        { dayOfWeek: "MONDAY", startHour: 18, startMinute: 0 },
        { dayOfWeek: "THURSDAY", startHour: 19, startMinute: 30 },
      ],
    });
    await t.seed.assignTeacher(teacher, cls);
    await t.seed.assignTeacher(teacher, bigClass);
    await t.seed.enroll(student, cls, "2026-01-10");
    await t.seed.enroll(student, bigClass, "2026-02-10");
    for (const month of ["2026-07", "2026-08"]) {
      await t.seed.paidMonth(student, cls, 20000 + i, month);
    }
  }
}

const LIST_URLS = [
  "/api/students",
  "/api/students?search=alumna&page=1&size=100",
  "/api/teachers",
  "/api/teachers?status=instructors&page=1&size=100",
  "/api/classes",
  "/api/classes?search=clase&day=MONDAY&page=1&size=100",
  "/api/public/classes",
] as const;

describeEachDatabase("list endpoints run a fixed number of queries", (t) => {
  let bigClass = 0;
  let student = 0;
  const small = new Map<string, number>();

  async function countQueries(url: string): Promise<number> {
    const authorization = await t.authHeader();
    t.resetQueryCount();
    const res = await t.injectAs(authorization, "GET", url);
    expect(res.statusCode, url).toBe(200);
    return t.queryCount();
  }

  const detailUrls = () => [
    `/api/classes/${bigClass}/students`,
    `/api/students/${student}/enrollments`,
    `/api/classes/${bigClass}`,
  ];

  /** Past enrollments number `from`..`to`-1 of the one student, each in its own ended class. */
  async function addHistory(from: number, to: number) {
    for (let i = from; i < to; i++) {
      const cls = await t.seed.class({ name: `Historia ${i}`, price: 1000, status: "completed" });
      await t.seed.enroll(student, cls, "2025-01-01", "2025-02-01");
    }
  }

  beforeAll(async () => {
    bigClass = await t.seed.class({ name: "Clase grande", price: 30000, maxStudents: 500 });
    student = await t.seed.student({ firstName: "Eterna", lastName: "Alumna" });
    await seed(t, 0, 5, bigClass);
    // The same student's history grows from 5 to 200 enrollments.
    await addHistory(0, 5);
    for (const url of [...LIST_URLS, ...detailUrls()]) small.set(url, await countQueries(url));
    await seed(t, 5, 200, bigClass);
    await addHistory(5, 200);
  }, 120_000);

  it("answers 200 rows with as many queries as 5 rows", async () => {
    const measured: Record<string, [number, number]> = {};
    for (const url of [...LIST_URLS, ...detailUrls()]) {
      const large = await countQueries(url);
      measured[url] = [small.get(url) ?? -1, large];
    }
    console.log(`[${t.kind}] queries (5 rows, 200 rows):`, measured);
    // A first page short of its size is the whole list, so it needs no count
    // (lib/list-paging.ts): the paged URLs' 5-row pages are short, their 200-row pages full.
    // A students search counts its matches as it finds them (students.repository.ts).
    const countOfFullPage = (url: string) =>
      url.includes("size=") && !url.startsWith("/api/students?search=") ? 1 : 0;
    for (const [url, [five, twoHundred]] of Object.entries(measured)) {
      expect(twoHundred, url).toBe(five + countOfFullPage(url));
      // The paged teachers list is the largest: session, data versions (which the records memo
      // uses too), page, count, settings, its six records-only parts, revenue.
      expect(five, url).toBeLessThanOrEqual(12);
    }
  });

  it("really returned the larger lists", async () => {
    const authorization = await t.authHeader();
    const get = (url: string) => t.injectAs(authorization, "GET", url);
    expect((await get("/api/students")).json()).toHaveLength(201);
    expect((await get("/api/teachers")).json()).toHaveLength(200);
    expect((await get(`/api/classes/${bigClass}/students`)).json()).toHaveLength(200);
    expect((await get(`/api/students/${student}/enrollments`)).json()).toHaveLength(200);
    const teacher = (await get("/api/teachers?size=1")).json()[0];
    expect(teacher.assignedClasses).toHaveLength(2);
    expect(teacher.totalStudents).toBe(201);
  });
});
