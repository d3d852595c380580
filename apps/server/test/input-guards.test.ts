import { describe, expect, it } from "vitest";
import { expectAnswer } from "./support/answer.ts";
import { createdId, expectInvalid } from "./support/crud.ts";
import { adminApi } from "./support/fixtures.ts";
import { portalCookie } from "./support/portal.ts";
import { expectExactProblem } from "./support/problem.ts";
import { describeEachDatabase } from "./support/test-app.ts";

// Inputs that would corrupt figures are refused with a Spanish message, the right status and
// nothing written; an update keeps what the client did not send. The clock is 2026-08-15
// 11:00 in Santiago.

describeEachDatabase(
  "refusals, partial updates and tolerant lists",
  (t) => {
    const api = adminApi(t);

    const countRows = async (table: "payments" | "enrollments" | "receipts" | "transfer_notices") =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it("refuses a payment dated after today in Santiago, with nothing written", async () => {
      const student = await t.seed.student({ firstName: "Pago", lastName: "Futuro" });
      const cls = await t.seed.class({ name: "Clase del pago futuro", price: 25_000 });
      await t.seed.enroll(student, cls, "2026-01-10");
      const before = await countRows("payments");
      const body = {
        studentId: student,
        classId: cls,
        amount: 25_000,
        paymentMonth: "2026-08",
        paymentDate: "2030-01-01",
        paymentMethod: "EFECTIVO",
      };
      for (const url of ["/api/payments", "/api/payments/multi-class"]) {
        const res = await api(
          "POST",
          url,
          url.endsWith("multi-class") ? { ...body, totalAmount: 25_000 } : body,
        );
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toEqual({
          message: "La fecha de pago no puede ser posterior a hoy (15-08-2026)",
          details: {
            errorType: "VALIDATION_ERROR",
            field: "paymentDate",
            rejectedValue: "2030-01-01",
          },
        });
      }
      // 2026-08-16 01:00 UTC is still the 15th in Santiago (UTC-4): the 16th is refused.
      t.clock.set("2026-08-16T01:00:00.000Z");
      try {
        const tomorrow = await api("POST", "/api/payments", { ...body, paymentDate: "2026-08-16" });
        expect(tomorrow.statusCode).toBe(400);
      } finally {
        t.clock.set("2026-08-15T15:00:00.000Z");
      }
      expect(await countRows("payments")).toBe(before);
      // Today is fine, and the response carries exactly the documented fields (no createdBy).
      const ok = await api("POST", "/api/payments", { ...body, paymentDate: "2026-08-15" });
      expect(ok.statusCode).toBe(201);
      // Issue 25: the creation also answers the receipt the payment is a line of.
      expect(Object.keys(ok.json()).sort()).toEqual(
        [
          ...Object.keys((await api("GET", `/api/payments/${ok.json().id}`)).json()),
          "receipt",
        ].sort(),
      );
      expect(ok.json()).not.toHaveProperty("createdBy");
    });

    it("refuses birth dates in the future or over 100 years ago", async () => {
      const form = { firstName: "Fecha", lastName: "Imposible", birthDate: "2099-01-01" };
      const future = await api("POST", "/api/students", form);
      expectInvalid(
        future,
        "La fecha de nacimiento no puede ser posterior a hoy (15-08-2026)",
        "birthDate",
        "2099-01-01",
      );
      const old = await api("POST", "/api/students", { ...form, birthDate: "1900-05-01" });
      expect(old.statusCode).toBe(400);
      expect(old.json().message).toBe(
        "La fecha de nacimiento no puede ser anterior al 15-08-1926 (más de 100 años)",
      );
      const id = await t.seed.student({
        firstName: "Ya",
        lastName: "Existe",
        birthDate: "1990-01-01",
      });
      const put = await api("PUT", `/api/students/${id}`, { birthDate: "2099-01-01" });
      expect(put.statusCode).toBe(400);
      expect((await api("GET", `/api/students/${id}`)).json().birthDate).toBe("1990-01-01");
    });

    it("refuses enrollment dates in the future or before the studio's first month", async () => {
      const student = await t.seed.student({ firstName: "Inscripción", lastName: "Rara" });
      const cls = await t.seed.class({ name: "Clase de fechas", price: 20_000 });
      const before = await countRows("enrollments");
      const ancient = await api("POST", "/api/students/enroll", {
        studentId: student,
        classId: cls,
        enrollmentDate: "1990-03-01",
      });
      expectInvalid(
        ancient,
        "La fecha de inscripción no puede ser anterior al primer mes del estudio (agosto 2024)",
        "enrollmentDate",
        "1990-03-01",
      );
      const future = await api("POST", "/api/students/enroll", {
        studentId: student,
        classId: cls,
        enrollmentDate: "2027-03-01",
      });
      expect(future.statusCode).toBe(400);
      expect(future.json().message).toBe(
        "La fecha de inscripción no puede ser posterior a hoy (15-08-2026)",
      );
      expect(await countRows("enrollments")).toBe(before);
      // The first month is a setting.
      const saved = await api("PUT", "/api/settings", { system: { firstMonth: "1990-01" } });
      expect(saved.statusCode).toBe(200);
      try {
        const allowed = await api("POST", "/api/students/enroll", {
          studentId: student,
          classId: cls,
          enrollmentDate: "1990-03-01",
        });
        expect(allowed.statusCode).toBe(201);
      } finally {
        await api("PUT", "/api/settings", { system: { firstMonth: "" } });
      }
    });

    it("refuses a capacity below the students enrolled now, saying how many", async () => {
      const cls = await t.seed.class({ name: "Clase llena", price: 20_000, maxStudents: 5 });
      for (let i = 0; i < 3; i++) {
        await t.seed.enrolledStudent(cls, { firstName: `Cupo${i}`, lastName: "X" }, "2026-02-01");
      }
      const res = await api("PUT", `/api/classes/${cls}`, { maxStudents: 2 });
      expectExactProblem(res, 409, {
        message: "El cupo no puede ser menor que los 3 estudiantes inscritos en la clase",
        details: { errorType: "CAPACITY_BELOW_ENROLLED", field: "maxStudents", rejectedValue: 2 },
      });
      expect((await api("GET", `/api/classes/${cls}`)).json().maxStudents).toBe(5);
      expect((await api("PUT", `/api/classes/${cls}`, { maxStudents: 3 })).statusCode).toBe(200);
    });

    it("refuses two identical schedule rows", async () => {
      const row = { dayOfWeek: "MONDAY", startHour: 18, startMinute: 0 };
      const res = await api("POST", "/api/classes", {
        name: "Doble",
        price: 20_000,
        schedules: [row, row],
      });
      expectAnswer(res, 400, {
        message: "El horario Lunes 18:00 está repetido",
        details: { errorType: "VALIDATION_ERROR", field: "schedules.1" },
      });
    });

    it("keeps the fields a PUT leaves out and clears the ones sent as null", async () => {
      const id = await createdId(api, "/api/students", {
        firstName: "Parcial",
        lastName: "Pérez",
        birthDate: "1992-03-04",
        dni: "12.345.678-5",
        email: "parcial@example.cl",
        phone: "+56 9 8765 4321",
        address: "Av. Providencia 123",
        emergencyContactName: "Rosa Pérez",
        emergencyContactPhone: "+56 9 1111 2222",
        status: "suspended",
      });
      // Six of the nine form fields, as the original front end sends them.
      const put = await api("PUT", `/api/students/${id}`, {
        firstName: "Parcialmente",
        lastName: "Pérez",
        birthDate: "1992-03-04",
        email: "otro@example.cl",
        phone: "+56 9 8765 4321",
        address: "Av. Providencia 123",
      });
      expectAnswer(put, 200, {
        firstName: "Parcialmente",
        email: "otro@example.cl",
        dni: "12345678-5",
        emergencyContactName: "Rosa Pérez",
        emergencyContactPhone: "+56 9 1111 2222",
        status: "suspended",
      });
      const cleared = await api("PUT", `/api/students/${id}`, { emergencyContactPhone: null });
      expect(cleared.json()).toMatchObject({
        emergencyContactPhone: null,
        emergencyContactName: "Rosa Pérez",
      });
      const required = await api("PUT", `/api/students/${id}`, { firstName: null });
      expectAnswer(required, 400, {
        message: "El nombre es requerido",
        details: { errorType: "VALIDATION_ERROR", field: "firstName" },
      });

      const teacher = await t.seed.teacher({
        firstName: "Profe",
        lastName: "Parcial",
        phone: "+56 2 2222 2222",
      });
      const t1 = await api("PUT", `/api/teachers/${teacher}`, { address: "Calle 1" });
      expect(t1.json()).toMatchObject({
        firstName: "Profe",
        phone: "+56 2 2222 2222",
        address: "Calle 1",
      });
      const cls = await t.seed.class({
        name: "Clase parcial",
        price: 20_000,
        description: "Se queda",
        schedules: [{ dayOfWeek: "FRIDAY", startHour: 19, startMinute: 30 }],
      });
      const c1 = await api("PUT", `/api/classes/${cls}`, { price: 22_000 });
      expectAnswer(c1, 200, {
        name: "Clase parcial",
        description: "Se queda",
        price: 22_000,
        schedules: [{ dayOfWeek: "FRIDAY", startHour: 19, startMinute: 30 }],
      });
    });

    it("filters classes by code or Spanish label and searches ignoring accents, ñ and word order", async () => {
      const jazz = await t.seed.class({
        name: "Jazz de los lunes",
        price: 20_000,
        type: "JAZZ",
        schedules: [{ dayOfWeek: "MONDAY", startHour: 20, startMinute: 0 }],
      });
      const ids = async (url: string) => {
        const res = await api("GET", url);
        expect(res.statusCode, url).toBe(200);
        return res.json().map((c: { id: number }) => c.id);
      };
      for (const query of ["type=JAZZ&day=MONDAY", "type=Jazz&day=Lunes", "type=jazz&day=lunes"]) {
        expect(await ids(`/api/classes?${query}`)).toContain(jazz);
      }
      expect(await ids("/api/classes?day=Mi%C3%A9rcoles")).not.toContain(jazz);
      expect((await api("GET", "/api/classes?day=Feriado")).statusCode).toBe(400);

      const angela = await api("POST", "/api/students", {
        firstName: "Ángela",
        lastName: "Núñez Muñoz",
        birthDate: "2001-01-01",
      });
      const found = async (search: string) =>
        (await api("GET", `/api/students?search=${encodeURIComponent(search)}`))
          .json()
          .map((s: { id: number }) => s.id);
      for (const search of ["munoz", "Muñoz", "nunez angela", "Núñez Ángela", "angela munoz"]) {
        expect(await found(search), search).toContain(angela.json().id);
      }
      expect(await found("nunez pedro")).not.toContain(angela.json().id);

      const teacher = await t.seed.teacher({ firstName: "Begoña", lastName: "Ibáñez" });
      await t.seed.assignTeacher(teacher, jazz);
      expect(await ids("/api/classes?search=ibanez%20begona")).toEqual([jazz]);
    });

    it("carries each assigned class's revenue and capacity on the teacher", async () => {
      const teacher = await t.seed.teacher({ firstName: "Con", lastName: "Clases" });
      const cls = await t.seed.class({
        name: "Clase con cupo",
        price: 20_000,
        maxStudents: 12,
      });
      await t.seed.assignTeacher(teacher, cls, "2026-03-01");
      const view = (await api("GET", `/api/teachers/${teacher}`)).json();
      expect(view.assignedClasses).toEqual([
        expect.objectContaining({
          id: cls,
          maxStudents: 12,
          revenue: 0,
          assignedFrom: "2026-03-01",
        }),
      ]);
    });
    // Issue 35, finding 2: a family's transfer notice dated 0000-00-00 or 2024-02-30 was taken,
    // and confirming it wrote a receipt on that day, in no cash close, past the 12-months rule.
    describe("impossible dates (issue 35)", () => {
      let cls = 0;
      let child = 0;
      let cookie = "";

      const notify = (transferDate: unknown, amount = 30_000) =>
        t.app.inject({
          method: "POST",
          url: "/api/portal/transfer-notices",
          headers: { cookie },
          payload: { transferDate, amount },
        });
      const confirm = (id: number, lines: object[]) =>
        api("POST", `/api/transfer-notices/${id}/confirm`, { lines });

      it("refuses a transfer notice on a day that does not exist, in the future or over a year ago", async () => {
        cls = await t.seed.class({ name: "Clase de transferencias", price: 30_000 });
        child = await t.seed.enrolledStudent(
          cls,
          { firstName: "Hija", lastName: "Transferencia" },
          "2026-03-01",
        );
        const family = await t.seed.guardian({ fullName: "Madre Transferencia" }, [
          { studentId: child, isPayer: true },
        ]);
        cookie = await portalCookie(t, family);
        const before = await countRows("transfer_notices");
        const refusals: [unknown, string][] = [
          ["0000-00-00", "La fecha no es válida"],
          ["2024-02-30", "La fecha no es válida"],
          ["2026-02-29", "La fecha no es válida"],
          ["2026-8-14", "La fecha no es válida"],
          ["1899-12-31", "La fecha debe estar entre el 01-01-1900 y el 31-12-2100"],
          ["2026-08-16", "La fecha de la transferencia no puede ser posterior a hoy (15-08-2026)"],
          [
            "2025-08-14",
            "La fecha de la transferencia no puede ser anterior al 15-08-2025 (más de un año)",
          ],
          ["", "Indica la fecha de la transferencia"],
        ];
        for (const [transferDate, message] of refusals) {
          const res = await notify(transferDate);
          expect(res.statusCode, String(transferDate)).toBe(400);
          expect(res.json()).toEqual({
            message,
            details: {
              errorType: "VALIDATION_ERROR",
              field: "transferDate",
              rejectedValue: transferDate,
            },
          });
        }
        expect(await countRows("transfer_notices")).toBe(before);
        // A year back to the day, and today, are taken.
        expect((await notify("2025-08-15")).statusCode).toBe(201);
        expect((await notify("2026-08-15")).statusCode).toBe(201);
      });

      it("confirms a notice by the rules of POST /api/receipts: same answers for the same lines", async () => {
        const sent = await notify("2026-08-14");
        expect(sent.statusCode, sent.body).toBe(201);
        const notice = sent.json().id as number;
        const line = (paymentMonth: string) => ({
          studentId: child,
          classId: cls,
          paymentMonth,
          amount: 30_000,
        });
        const receiptsBefore = await countRows("receipts");
        // 13 months after the transfer's month; a month that does not exist; one before she enrolled.
        for (const month of ["2027-09", "2026-13", "2026-02"]) {
          const desk = await api("POST", "/api/receipts", {
            paymentDate: "2026-08-14",
            paymentMethod: "TRANSFERENCIA",
            lines: [line(month)],
          });
          const confirmed = await confirm(notice, [line(month)]);
          expect(confirmed.statusCode, month).toBe(422);
          expect(desk.statusCode, month).toBe(422);
          expect(confirmed.json().details.errorType).toBe("PAYMENT_MONTH_INVALID");
          expect(confirmed.json(), month).toEqual(desk.json());
        }
        expect((await confirm(notice, [line("2027-09")])).json().message).toBe(
          "El mes de pago no puede ser más de 12 meses posterior a la fecha de pago",
        );
        expect(await countRows("receipts")).toBe(receiptsBefore);
        const ok = await confirm(notice, [line("2027-08")]);
        expectAnswer(ok, 201, {
          paymentDate: "2026-08-14",
          paymentMethod: "TRANSFERENCIA",
        });
      });

      it("refuses to confirm a notice stored with an impossible date before the fix", async () => {
        const [guardian] = await t.db
          .selectFrom("guardians")
          .select("id")
          .where("full_name", "=", "Madre Transferencia")
          .execute();
        const receiptsBefore = await countRows("receipts");
        for (const stored of ["0000-00-00", "2024-02-30"]) {
          const { id } = await t.db
            .insertInto("transfer_notices")
            .values({
              guardian_id: guardian?.id ?? 0,
              transfer_date: stored,
              amount: 30_000,
              note: null,
              status: "pending",
              receipt_id: null,
              created_at: "2026-08-01T12:00:00.000Z",
              resolved_at: null,
              resolved_by: null,
              reject_reason: null,
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          const res = await confirm(id, [
            { studentId: child, classId: cls, paymentMonth: "2026-10", amount: 30_000 },
          ]);
          expect(res.statusCode, stored).toBe(400);
          expect(res.json()).toEqual({
            message: "La fecha de pago no es válida",
            details: { errorType: "VALIDATION_ERROR", field: "paymentDate", rejectedValue: stored },
          });
        }
        expect(await countRows("receipts")).toBe(receiptsBefore);
        const dates = await t.db.selectFrom("receipts").select("payment_date").execute();
        expect(dates.filter((r) => !/^(19|20)\d\d-\d\d-\d\d$/.test(r.payment_date))).toEqual([]);
      });

      it("refuses impossible or far dates and months on other routes, in Spanish", async () => {
        const cases: [string, string, object | undefined, string, string][] = [
          [
            "POST",
            "/api/receipts",
            {
              paymentDate: "2024-02-30",
              paymentMethod: "EFECTIVO",
              studentId: child,
              totalAmount: 1,
            },
            "paymentDate",
            "La fecha de pago no es válida",
          ],
          [
            "POST",
            "/api/receipts",
            {
              paymentDate: "0001-01-01",
              paymentMethod: "EFECTIVO",
              studentId: child,
              totalAmount: 1,
            },
            "paymentDate",
            "La fecha debe estar entre el 01-01-1900 y el 31-12-2100",
          ],
          [
            "GET",
            "/api/online-payments?from=2024-02-30",
            undefined,
            "from",
            "Formato de fecha inválido (AAAA-MM-DD)",
          ],
          [
            "GET",
            "/api/online-payments?to=0000-00-00",
            undefined,
            "to",
            "Formato de fecha inválido (AAAA-MM-DD)",
          ],
          [
            "PUT",
            `/api/sessions/${cls}/9999-12-31/attendance`,
            { marks: [] },
            "date",
            "La fecha debe estar entre el 01-01-1900 y el 31-12-2100",
          ],
          [
            "GET",
            "/api/sessions?date=2025-02-29",
            undefined,
            "date",
            "Formato de fecha inválido (AAAA-MM-DD)",
          ],
          [
            "GET",
            "/api/reports/financial/0001-01",
            undefined,
            "month",
            "El mes debe estar entre enero 1900 y diciembre 2100",
          ],
          [
            "GET",
            "/api/payments?month=9999-12",
            undefined,
            "month",
            "El mes debe estar entre enero 1900 y diciembre 2100",
          ],
        ];
        for (const [method, url, body, field, message] of cases) {
          const res = await api(method as "GET", url, body);
          expect(res.statusCode, url).toBe(400);
          expect(res.json(), url).toMatchObject({
            message,
            details: { errorType: "VALIDATION_ERROR", field },
          });
        }
        const portalMonth = await t.app.inject({
          method: "POST",
          url: "/api/portal/payments",
          headers: { cookie },
          payload: { lines: [{ studentId: child, classId: cls, paymentMonth: "2026-13" }] },
        });
        expectAnswer(portalMonth, 400, {
          message: "Formato de mes inválido (AAAA-MM)",
          details: { errorType: "VALIDATION_ERROR", field: "lines.0.paymentMonth" },
        });
      });
    });

    // Issue 35, the fuzzer's finding: on PostgreSQL an id past int4 reached the query (a 500).
    it("refuses an id no row can have with a 400 in Spanish, in a path, a query and a body", async () => {
      const cases: [string, string, object | undefined, string][] = [
        ["GET", "/api/trial-requests?classId=2147483648", undefined, "classId"],
        ["GET", "/api/receipts?studentId=2147483648", undefined, "studentId"],
        ["GET", "/api/students/2147483648", undefined, "id"],
        ["GET", "/api/audit?userId=1e20", undefined, "userId"],
        [
          "POST",
          "/api/privacy/requests",
          {
            type: "access",
            requesterName: "Ana",
            studentId: 2_147_483_648,
            channel: "email",
            receivedOn: "2026-08-10",
          },
          "studentId",
        ],
      ];
      for (const [method, url, body, field] of cases) {
        const res = await api(method as "GET", url, body);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().details, url).toMatchObject({ errorType: "VALIDATION_ERROR", field });
        expect(res.json().message, url).toMatch(/^[A-ZÁÉÍÓÚ¿¡]/);
      }
      // The largest id an int4 column holds is well-formed: it names nothing.
      expect((await api("GET", "/api/students/2147483647")).statusCode).toBe(404);
      expect((await api("GET", "/api/trial-requests?classId=2147483647")).json()).toEqual([]);
    });
  },
  { publicUrl: "https://nova.example.cl" },
);
