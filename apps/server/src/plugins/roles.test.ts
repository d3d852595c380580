import { describe, expect, it } from "vitest";
import {
  concretePath,
  type JsonSchema,
  operationsOf,
} from "../../test/support/openapi-operations.ts";
import { describeEachDatabase } from "../../test/support/test-app.ts";

// The rule of every protected route, written from the issue rather than read from the code:
// reception ("staff") works with students, enrollments, recording payments, viewing classes,
// teachers and the outstanding report; everything else is the owner's ("admin"). A route added
// without a row here fails the first test, so nobody ships a route whose rule was not decided.
// "teacher" (issue 27) opens a route to every role: a teacher signs in and out, changes her
// password, sees her sessions and marks them; everything else is refused to her.
const RULES: Record<string, "teacher" | "staff" | "admin"> = {
  "POST /api/auth/logout": "teacher",
  "GET /api/auth/me": "teacher",
  "GET /auth/me": "teacher",
  "PUT /api/auth/password": "teacher",
  "GET /api/sessions": "teacher",
  "GET /api/teachers/me": "teacher",
  "GET /api/sessions/{classId}/{date}/make-up-candidates": "teacher",
  "PUT /api/sessions/{classId}/{date}/attendance": "teacher",
  "GET /api/students/{id}/attendance": "staff",
  "GET /api/attendance/at-risk": "staff",
  "GET /api/closed-days": "staff",
  "GET /api/classes/{id}/attendance": "staff",
  "GET /api/reports/attendance/{month}": "staff",
  "GET /api/students": "staff",
  "GET /api/students/{id}": "staff",
  "POST /api/students": "staff",
  "PUT /api/students/{id}": "staff",
  "DELETE /api/students/{id}": "admin",
  "POST /api/students/enroll": "staff",
  "DELETE /api/students/unenroll": "staff",
  "GET /api/students/{id}/enrollments": "staff",
  "GET /api/enrollments/preview": "staff",
  "GET /api/students/{id}/outstanding-payments": "staff",
  "GET /api/students/{id}/outstanding-payments/{month}": "staff",
  // Guardians (issue 26): reception registers families; deleting one is the owner's.
  "GET /api/guardians": "staff",
  "GET /api/guardians/{id}": "staff",
  "GET /api/families/{guardianId}/statement": "staff",
  "POST /api/guardians": "staff",
  "PUT /api/guardians/{id}": "staff",
  "DELETE /api/guardians/{id}": "admin",
  "GET /api/classes": "staff",
  "GET /api/classes/{id}": "staff",
  "GET /api/classes/{id}/students": "staff",
  "POST /api/classes": "admin",
  "PUT /api/classes/{id}": "admin",
  "DELETE /api/classes/{id}": "admin",
  "GET /api/teachers": "staff",
  "GET /api/teachers/{id}": "staff",
  "POST /api/teachers": "admin",
  "PUT /api/teachers/{id}": "admin",
  "DELETE /api/teachers/{id}": "admin",
  "POST /api/teachers/assign": "admin",
  "DELETE /api/teachers/unassign": "admin",
  "GET /api/payments": "staff",
  "GET /api/payments/{id}": "staff",
  "POST /api/payments": "staff",
  "POST /api/payments/multi-class": "staff",
  "DELETE /api/payments/{id}": "admin",
  "POST /api/payments/{id}/void": "admin",
  "POST /api/enrollment-fee-payments/{id}/void": "admin",
  "GET /api/students/{id}/scholarships": "staff",
  "POST /api/students/{id}/scholarships": "admin",
  "DELETE /api/students/{id}/scholarships/{scholarshipId}": "admin",
  "POST /api/receipts": "staff",
  "GET /api/receipts": "staff",
  "GET /api/receipts/{id}": "staff",
  "PUT /api/receipts/{id}/tax-document": "staff",
  "GET /api/reports/debts": "staff",
  // Issue 36: the payment reminders, one per payer.
  "GET /api/reminders": "staff",
  "GET /api/dashboard": "staff",
  "GET /api/dashboard/revenue-chart": "staff",
  "GET /api/dashboard/class-distribution": "staff",
  "GET /api/reports/outstanding-payments/{month}": "staff",
  "GET /api/reports/class/{classId}/{month}/students-payment-status": "staff",
  "GET /api/reports/teacher-compensation": "admin",
  "GET /api/reports/teacher-compensation/{month}": "admin",
  "GET /api/reports/teacher-compensation/{teacherId}/{month}": "admin",
  "GET /api/reports/financial": "admin",
  "GET /api/reports/financial/{month}": "admin",
  "GET /api/settings": "staff",
  "PUT /api/settings": "admin",
  "GET /api/settings/backups": "admin",
  "GET /api/users": "admin",
  "POST /api/users": "admin",
  "PUT /api/users/{id}": "admin",
  "POST /api/users/{id}/reset-password": "admin",
  "GET /api/audit": "admin",
  "GET /api/audit/check": "admin",
  "GET /api/audit/{entity}/{id}": "staff",
  "POST /api/audit/list-exports": "staff",
  "GET /api/guardians/{id}/consents": "staff",
  "POST /api/guardians/{id}/consents": "staff",
  "POST /api/guardians/{id}/consents/{consentId}/withdraw": "staff",
  "GET /api/guardians/{id}/personal-data": "admin",
  "POST /api/guardians/{id}/anonymize": "admin",
  "GET /api/students/{id}/fee-waivers": "staff",
  "POST /api/students/{id}/fee-waivers": "admin",
  "GET /api/cash-close": "staff",
  "GET /api/cash-close/{date}": "staff",
  "POST /api/cash-close/{date}": "staff",
  "POST /api/cash-close/{date}/reopen": "admin",
  // Personal data (issue 29): reception records consents and their withdrawal on paper or at
  // the desk; the notice, exports, erasure, flags, health notes and the register are the owner's.
  "GET /api/privacy/notice": "admin",
  "POST /api/privacy/notice": "admin",
  "GET /api/students/{id}/consents": "staff",
  "POST /api/students/{id}/consents": "staff",
  "POST /api/students/{id}/consents/{consentId}/withdraw": "staff",
  "PUT /api/students/{id}/privacy-flags": "admin",
  // Open to every role: the notes reach an admin and the student's own teachers only.
  "GET /api/students/{id}/health-notes": "teacher",
  "PUT /api/students/{id}/health-notes": "admin",
  "GET /api/students/{id}/personal-data": "admin",
  "POST /api/students/{id}/anonymize": "admin",
  "GET /api/privacy/requests": "admin",
  "POST /api/privacy/requests": "admin",
  "PUT /api/privacy/requests/{id}": "admin",
  "GET /api/privacy/retention": "admin",
  "POST /api/privacy/retention/run": "admin",
  "GET /api/privacy/marketing-recipients": "staff",
  // Issue 28: reception works the trial requests and the waitlists; the public page's photos
  // are the owner's to change (reception sees the library).
  "GET /api/trial-requests": "staff",
  "GET /api/trial-requests/new-count": "staff",
  "GET /api/trial-requests/conversion": "staff",
  "PUT /api/trial-requests/{id}": "staff",
  "POST /api/trial-requests/{id}/enroll": "staff",
  "GET /api/classes/{id}/waitlist": "staff",
  "POST /api/classes/{id}/waitlist": "staff",
  "POST /api/classes/{id}/waitlist/{entryId}": "staff",
  "GET /api/site/photos": "staff",
  "POST /api/site/photos": "admin",
  "PUT /api/site/photos/{id}": "admin",
  "DELETE /api/site/photos/{id}": "admin",
  // Families online (issue 30): reception sends and revokes the portal link and works the
  // transfer inbox; the online payments report is reception's too (it reconciles the day).
  "POST /api/guardians/{id}/portal-link": "staff",
  "POST /api/students/{id}/portal-link": "staff",
  "GET /api/guardians/{id}/portal-access": "staff",
  "DELETE /api/guardians/{id}/portal-link": "staff",
  "GET /api/transfer-notices": "staff",
  "POST /api/transfer-notices/{id}/confirm": "staff",
  "POST /api/transfer-notices/{id}/reject": "staff",
  "GET /api/correction-requests": "staff",
  "POST /api/correction-requests/{id}/handled": "staff",
  "GET /api/online-payments": "staff",
  "GET /api/online-payments/setup": "staff",
  // Issue 39: the receipts' SII documents.
  "POST /api/tax-documents/{id}/retry": "staff",
  "GET /api/tax-documents/pending-summary": "staff",
  "GET /api/tax-documents/{id}/pdf": "staff",
  // Teachers' pay (issue 39): the owner's, like the compensation report.
  "GET /api/honorarios/year/{year}": "admin",
  "GET /api/honorarios/{month}": "admin",
  "PUT /api/honorarios/{teacherId}/{month}": "admin",
  "GET /api/teachers/{id}/honorarios": "admin",
  // A teacher's own months (the service answers only about her; reception gets a 404).
  "GET /api/teachers/me/honorarios": "teacher",
  // The set-up checklist names what is missing in the studio's settings (issue 40).
  "GET /api/settings/setup": "admin",
  "POST /api/online-payments/{id}/check": "staff",
  "POST /api/online-payments/{id}/resolve-credit": "staff",
};

// The fields of an answer a role may not see, per route, written from the issue (#23, 5): a
// teacher's pay (her rate, her share, her pay of the month, her history of revenue share and
// pay) is the owner's. Paths read `[]` for "every item". The studio's takings (the dashboard,
// a class's payments of the month, the payments reception records) stay open to staff; see
// docs/decisions/0044-what-reception-staff-may-see-of-the-money-takings-yes-a-teac.md. A staff route whose documented answer gains
// a field named like pay fails the fourth test until it is listed here.
const HIDDEN_FROM_STAFF: Record<string, string[]> = {
  // Sensitive data (issue 29): the answer reaches staff without the notes.
  "GET /api/students/{id}/health-notes": ["healthNotes"],
  "GET /api/teachers": [
    "[].monthlyCompensation",
    "[].compensationRate",
    "[].sharePercentage",
    "[].revenueHistory",
    "[].compensationPercent",
    "[].compensationFrom",
    "[].compensationHistory",
  ],
  "GET /api/teachers/{id}": [
    "monthlyCompensation",
    "compensationRate",
    "sharePercentage",
    "revenueHistory",
    "compensationPercent",
    "compensationFrom",
    "compensationHistory",
  ],
};
const PAY_FIELD = /compensation|sharePercentage|revenueHistory|payout|salary/i;

/** Every property path a JSON schema documents (`a.b`, `[].c`). */
function schemaPaths(schema: JsonSchema | undefined, prefix = ""): string[] {
  if (!schema) return [];
  const join = (key: string) => (prefix ? `${prefix}.${key}` : key);
  const own = Object.entries(schema.properties ?? {}).flatMap(([key, sub]) => [
    join(key),
    ...schemaPaths(sub, join(key)),
  ]);
  return [
    ...own,
    ...schemaPaths(schema.items, `${prefix}[]`),
    ...(schema.anyOf ?? []).flatMap((s) => schemaPaths(s, prefix)),
  ];
}

/** Every property path present in a JSON value, in the same notation. */
function valuePaths(value: unknown, prefix = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => valuePaths(v, `${prefix}[]`));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, sub]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...valuePaths(sub, path)];
  });
}

const coveredBy = (path: string, hidden: string[]) =>
  hidden.some((h) => path === h || path.startsWith(`${h}.`) || path.startsWith(`${h}[]`));

// Served but hidden from the OpenAPI document (the web client's legacy alias).
const HIDDEN = ["GET /auth/me"];

describeEachDatabase("roles by route", (t) => {
  let staff = "";
  const protectedRoutes = () => [
    ...operationsOf(t.app)
      // Portal routes answer to the family's cookie only (modules/portal/portal.test.ts).
      .filter((op) => !op.isPublic && !op.isPortal)
      .map((op) => `${op.method} ${op.path}`),
    ...HIDDEN,
  ];
  const call = (route: string, authorization: string) => {
    const [method = "GET", path = ""] = route.split(" ");
    return t.app.inject({
      method: method as "GET",
      // An id nobody has: resetting user 1's password would end the admin's own session.
      url: concretePath(path, { id: "999999" }),
      headers: { authorization },
    });
  };
  /** Each route answers 403 INSUFFICIENT_PERMISSIONS to the header, saying why in Spanish. */
  const expectRefused = async (routes: string[], authorization: string, why: RegExp) => {
    for (const route of routes) {
      const res = await call(route, authorization);
      expect(res.statusCode, route).toBe(403);
      expect(res.json().details.errorType, route).toBe("INSUFFICIENT_PERMISSIONS");
      expect(res.json().message, route).toMatch(why);
    }
  };

  it("has a rule for every protected route and no rule for a route that does not exist", async () => {
    staff = await t.loginStaff("recepcion", "clave-recepcion-1");
    expect(protectedRoutes().sort()).toEqual(Object.keys(RULES).sort());
  });

  it("answers 403 INSUFFICIENT_PERMISSIONS in Spanish to staff on every admin route", async () => {
    const adminRoutes = Object.keys(RULES).filter((route) => RULES[route] === "admin");
    expect(adminRoutes.length).toBeGreaterThan(10);
    await expectRefused(adminRoutes, staff, /permiso/);
  });

  it("lets staff reach every staff route and the admin reach every route", async () => {
    const admin = await t.authHeader();
    // Logging out would end the session the other calls use: it goes last.
    const routes = Object.keys(RULES).sort((a) => (a === "POST /api/auth/logout" ? 1 : -1));
    for (const route of routes) {
      if (RULES[route] !== "admin") {
        const res = await call(route, staff);
        expect(res.statusCode, `staff ${route}`).not.toBe(403);
        expect(res.statusCode, `staff ${route}`).not.toBe(401);
      }
      if (route === "POST /api/auth/logout") continue;
      const res = await call(route, admin);
      expect(res.statusCode, `admin ${route}`).not.toBe(403);
    }
  });

  it("lists every pay field a staff route documents as hidden from staff", () => {
    const staffRoutes = operationsOf(t.app).filter(
      (op) => !op.isPublic && RULES[`${op.method} ${op.path}`] === "staff",
    );
    const uncovered = staffRoutes.flatMap((op) => {
      const route = `${op.method} ${op.path}`;
      return schemaPaths(op.response200)
        .filter((path) => PAY_FIELD.test(path.split(".").at(-1) ?? ""))
        .filter((path) => !coveredBy(path, HIDDEN_FROM_STAFF[route] ?? []))
        .map((path) => `${route} ${path}`);
    });
    expect(uncovered).toEqual([]);
  });

  it("leaves out of every staff answer the fields staff may not see, even after an admin's answer was cached", async () => {
    const teacher = await t.seed.teacher({ firstName: "Paga", lastName: "Secreta" });
    const klass = await t.seed.class({ name: "Jazz de la paga", price: 30000 });
    await t.seed.assignTeacher(teacher, klass);
    const student = await t.seed.enrolledStudent(
      klass,
      { firstName: "Alumna", lastName: "Pagadora" },
      "2026-08-01",
    );
    await t.seed.paidMonth(student, klass, 30000, "2026-08");
    const admin = await t.authHeader();
    // The earlier test ended the first staff session (it logs out last).
    const staff = await t.loginStaff("recepcion2", "clave-recepcion-2");
    const urls: Record<string, string[]> = {
      "GET /api/teachers": ["/api/teachers", "/api/teachers?view=summary"],
      "GET /api/teachers/{id}": [`/api/teachers/${teacher}`],
      "GET /api/students/{id}/health-notes": [`/api/students/${student}/health-notes`],
    };
    expect(Object.keys(urls).sort()).toEqual(Object.keys(HIDDEN_FROM_STAFF).sort());
    for (const [route, hidden] of Object.entries(HIDDEN_FROM_STAFF)) {
      for (const url of urls[route] ?? []) {
        // The admin asks first, so a cached answer would be there for staff to be served.
        const asAdmin = await t.injectAs(admin, "GET", url);
        expect(asAdmin.statusCode, url).toBe(200);
        const adminPaths = valuePaths(asAdmin.json());
        for (const path of hidden) expect(adminPaths, `admin ${url}`).toContain(path);
        const asStaff = await t.injectAs(staff, "GET", url);
        expect(asStaff.statusCode, url).toBe(200);
        expect(
          valuePaths(asStaff.json()).filter((p) => coveredBy(p, hidden)),
          `staff ${url}`,
        ).toEqual([]);
      }
    }
  });
  describe("the teacher role", () => {
    let teacher = "";
    const TEACHER_MAY_NOT_SEE =
      /^(dni|address|email|phone|amount|price|payments?|revenue|notes|monthlyCompensation|compensationRate|sharePercentage|revenueHistory)$/i;

    it("answers 403 to a teacher on every staff and admin route, and lets her reach her own", async () => {
      const own = await t.seed.teacher({ firstName: "Profe", lastName: "Roles" });
      teacher = await t.loginTeacher("profe.roles", "clave-profe-roles-1", own);
      const routes = Object.keys(RULES).sort((a) => (a === "POST /api/auth/logout" ? 1 : -1));
      const refused = routes.filter((route) => RULES[route] !== "teacher");
      expect(refused.length).toBeGreaterThan(40);
      await expectRefused(refused, teacher, /profesora/);
      for (const route of routes.filter((r) => RULES[r] === "teacher" && !r.includes("logout"))) {
        const res = await call(route, teacher);
        expect(res.statusCode, `teacher ${route}`).not.toBe(403);
        expect(res.statusCode, `teacher ${route}`).not.toBe(401);
      }
    });

    it("sends a teacher no address, RUT, contact, payment or pay of anybody", async () => {
      const own = await t.seed.teacher({ firstName: "Profe", lastName: "Campos" });
      const klass = await t.seed.class({
        name: "Jazz de los lunes",
        price: 30000,
        schedules: [{ dayOfWeek: "MONDAY", startHour: 19, startMinute: 0 }],
      });
      await t.seed.assignTeacher(own, klass);
      const student = await t.seed.enrolledStudent(
        klass,
        {
          firstName: "Alumna",
          lastName: "Privada",
          dni: "12.345.678-5",
          email: "alumna@correo.cl",
          phone: "+56911112222",
        },
        "2026-08-01",
      );
      const auth = await t.loginTeacher("profe.campos", "clave-profe-campos-1", own);
      const answers = {
        "GET /api/sessions": await t.injectAs(auth, "GET", "/api/sessions?date=2026-08-17"),
        "GET /api/teachers/me": await t.injectAs(auth, "GET", "/api/teachers/me"),
        "GET /api/sessions/{classId}/{date}/make-up-candidates": await t.injectAs(
          auth,
          "GET",
          `/api/sessions/${klass}/2026-08-17/make-up-candidates`,
        ),
        // Her own student's health notes (Ley 21.719: the student's teachers may read them).
        "GET /api/students/{id}/health-notes": await t.injectAs(
          auth,
          "GET",
          `/api/students/${student}/health-notes`,
        ),
        // Her own months of honorarios (issue 39): her pay, nobody else's.
        "GET /api/teachers/me/honorarios": await t.injectAs(
          auth,
          "GET",
          "/api/teachers/me/honorarios",
        ),
      };
      const teacherGets = Object.keys(RULES).filter(
        (r) => RULES[r] === "teacher" && r.startsWith("GET ") && !r.includes("/auth/"),
      );
      expect(Object.keys(answers).sort()).toEqual(teacherGets.sort());
      for (const [route, res] of Object.entries(answers)) {
        expect(res.statusCode, route).toBe(200);
        if (![/make-up-candidates$/, /health-notes$/, /honorarios$/].some((r) => r.test(route))) {
          expect(res.body, route).toMatch(/Alumna Privada|Jazz de los lunes/);
        }
        // Her own pay is hers to see (issue 27: read-only, the compensation report's figure).
        const own = route === "GET /api/teachers/me" ? ["pay[].amount"] : [];
        const keys = valuePaths(res.json())
          .filter((p) => !own.includes(p))
          .map((p) => p.split(".").at(-1) ?? "");
        expect(
          keys.filter((k) => TEACHER_MAY_NOT_SEE.test(k)),
          route,
        ).toEqual([]);
        expect(res.body, route).not.toMatch(/12\.345|alumna@correo|11112222/);
      }
    });
  });
});
