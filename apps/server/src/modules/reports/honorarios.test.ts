import { expect, it } from "vitest";
import { expectAnswer } from "../../../test/support/answer.ts";
import { adminApi } from "../../../test/support/fixtures.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

// Issue 39.7–8 (decision 0078). The clock is 2026-08-15. Rosa (instructor, 50 %) teaches Salsa
// alone since 01-06. July: Ana pays 40.000 → Rosa's pay 20.000. August: Ana 40.000 and Bea
// 30.002 → 70.002 × 50 % = 35.001. At 15,25 %: July 20.000 → retention 3.050, net 16.950;
// August 35.001 × 0,1525 = 5.337,65 → 5.338, net 29.663.
describeEachDatabase("teachers' boletas de honorarios", (t) => {
  const setup = async () => {
    const admin = adminApi(t);
    const rosa = await t.seed.teacher({ firstName: "Rosa", lastName: "Honorarios" });
    const olga = await t.seed.teacher({
      firstName: "Olga",
      lastName: "Dueña",
      isStudioOwner: true,
    });
    const salsa = await t.seed.class({ name: "Salsa Honorarios", price: 40_000 });
    const tango = await t.seed.class({ name: "Tango Honorarios", price: 50_000 });
    await t.seed.assignTeacher(rosa, salsa, "2026-06-01");
    await t.seed.assignTeacher(olga, tango, "2026-06-01");
    const enrolled = (firstName: string, classId: number) =>
      t.seed.enrolledStudent(classId, { firstName, lastName: "Hon" }, "2026-06-01");
    const ana = await enrolled("Ana", salsa);
    const bea = await enrolled("Bea", salsa);
    const caro = await enrolled("Caro", tango);
    await t.seed.paidMonth(ana, salsa, 40_000, "2026-07");
    await t.seed.paidMonth(ana, salsa, 40_000, "2026-08");
    await t.seed.paidMonth(bea, salsa, 30_002, "2026-08");
    await t.seed.paidMonth(caro, tango, 50_000, "2026-06");
    return { admin, rosa, olga, salsa, bea };
  };

  it("shows gross, retention and net, keeps a paid month as a fact, and exports what the report says", async () => {
    const { admin, rosa, salsa, bea } = await setup();

    // The studio does not withhold by default: the net is the gross.
    const off = await admin("GET", "/api/honorarios/2026-08");
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().withholdsRetention).toBe(false);
    expect(
      off.json().teachers.find((x: { teacherId: number }) => x.teacherId === rosa),
    ).toMatchObject({
      gross: 35_001,
      retention: 0,
      net: 35_001,
      basisPoints: 0,
      boletaNumber: null,
    });

    const on = await admin("PUT", "/api/settings", { honorarios: { withholdsRetention: true } });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().honorarios).toEqual({ withholdsRetention: true });

    const rut = await admin("PUT", `/api/teachers/${rosa}`, { rut: "12.345.678-5" });
    expect(rut.statusCode, rut.body).toBe(200);
    expect(rut.json().rut).toBe("12345678-5");
    const badRut = await admin("PUT", `/api/teachers/${rosa}`, { rut: "12.345.678-9" });
    expect(badRut.statusCode).toBe(400);

    // The gross is the compensation report's figure, to the peso.
    const compensation = await admin("GET", "/api/reports/teacher-compensation/2026-08");
    const rosaPay = compensation
      .json()
      .teachers.find((x: { teacherId: number }) => x.teacherId === rosa).totalCompensation;
    expect(rosaPay).toBe(35_001);
    const august = (await admin("GET", "/api/honorarios/2026-08")).json();
    const rosaAugust = august.teachers.find((x: { teacherId: number }) => x.teacherId === rosa);
    expect(rosaAugust).toMatchObject({
      teacherName: "Rosa Honorarios",
      rut: "12345678-5",
      gross: 35_001,
      retention: 5_338,
      net: 29_663,
      basisPoints: 1525,
      withheld: true,
    });
    expect(august.totals.gross).toBe(
      compensation
        .json()
        .teachers.reduce(
          (s: number, x: { totalCompensation: number }) => s + x.totalCompensation,
          0,
        ),
    );
    expect(august.totals.retention + august.totals.net).toBe(august.totals.gross);

    // Validation: the project's date schema, the payment day's limits, the month's.
    const refused = async (url: string, body: object, field: string) => {
      const res = await admin("PUT", url, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details).toMatchObject({ errorType: "VALIDATION_ERROR", field });
    };
    const july = `/api/honorarios/${rosa}/2026-07`;
    await refused(july, { boletaNumber: "41", paidOn: "2026-02-30" }, "paidOn");
    await refused(july, { boletaNumber: "41", paidOn: "2026-08-16" }, "paidOn");
    await refused(july, { boletaNumber: "41", paidOn: "2026-06-30" }, "paidOn");
    await refused(july, { boletaNumber: "4a", paidOn: "2026-08-05" }, "boletaNumber");
    await refused(july, { paidOn: "2026-08-05" }, "boletaNumber");
    await refused(
      `/api/honorarios/${rosa}/2026-09`,
      { boletaNumber: "41", paidOn: "2026-08-05" },
      "month",
    );
    await refused(
      `/api/honorarios/${rosa}/2026-05`,
      { boletaNumber: "41", paidOn: "2026-08-05" },
      "month",
    );
    await refused(
      `/api/honorarios/${rosa}/2026-13`,
      { boletaNumber: "41", paidOn: "2026-08-05" },
      "month",
    );
    const nobody = await admin("PUT", "/api/honorarios/99999/2026-07", {
      boletaNumber: "1",
      paidOn: "2026-08-05",
    });
    expect(nobody.statusCode).toBe(404);

    const recorded = await admin("PUT", july, { boletaNumber: "0041", paidOn: "2026-08-05" });
    expectAnswer(recorded, 200, {
      month: "2026-07",
      boletaNumber: "41",
      paidOn: "2026-08-05",
      gross: 20_000,
      retention: 3_050,
      net: 16_950,
    });
    const audit = await t.auditRowsOf("teacher-honorarios", `${rosa}:2026-07`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "create",
      after: { gross: 20_000, retention: 3_050, basisPoints: 1525, boletaNumber: "41" },
    });

    // What was paid stays: a late July payment and the switch turned off change nothing in it.
    await t.seed.paidMonth(bea, salsa, 40_000, "2026-07");
    await admin("PUT", "/api/settings", { honorarios: { withholdsRetention: false } });
    const julyAfter = (await admin("GET", "/api/honorarios/2026-07")).json();
    expect(
      julyAfter.teachers.find((x: { teacherId: number }) => x.teacherId === rosa),
    ).toMatchObject({
      gross: 20_000,
      retention: 3_050,
      net: 16_950,
      withheld: true,
      currentGross: 40_000,
      boletaNumber: "41",
    });
    // The same again changes nothing; a corrected number is an audited update, the money stays.
    expect(
      (await admin("PUT", july, { boletaNumber: "41", paidOn: "2026-08-05" })).statusCode,
    ).toBe(200);
    const fixed = await admin("PUT", july, { boletaNumber: "42", paidOn: "2026-08-06" });
    expect(fixed.json()).toMatchObject({ boletaNumber: "42", gross: 20_000, retention: 3_050 });
    const audit2 = await t.auditRowsOf("teacher-honorarios", `${rosa}:2026-07`);
    expect(audit2.map((a) => a.action)).toEqual(["create", "update"]);

    // August recorded with the switch off: nothing withheld, the net is the gross.
    await admin("PUT", "/api/settings", { honorarios: { withholdsRetention: true } });
    expect(
      (
        await admin("PUT", `/api/honorarios/${rosa}/2026-08`, {
          boletaNumber: "43",
          paidOn: "2026-08-15",
        })
      ).json(),
    ).toMatchObject({ gross: 35_001, retention: 5_338, net: 29_663 });

    // The year: both paid in August (the month of payment is the F29's and the DJ's month).
    const year = await admin("GET", "/api/honorarios/year/2026");
    expect(year.statusCode, year.body).toBe(200);
    const y = year.json();
    const rosaYear = y.teachers.find((x: { teacherId: number }) => x.teacherId === rosa);
    expect(rosaYear.rut).toBe("12345678-5");
    expect(rosaYear.months).toHaveLength(12);
    expect(rosaYear.months[7]).toEqual({
      month: "2026-08",
      gross: 55_001,
      retention: 8_388,
      boletas: ["42", "43"],
    });
    expect(rosaYear.totals).toEqual({ gross: 55_001, retention: 8_388 });
    // To the peso what the month reports show for the recorded months.
    const shown = await Promise.all(
      ["2026-07", "2026-08"].map(async (m) =>
        (await admin("GET", `/api/honorarios/${m}`))
          .json()
          .teachers.find((x: { teacherId: number }) => x.teacherId === rosa),
      ),
    );
    expect(rosaYear.totals.gross).toBe(shown[0].gross + shown[1].gross);
    expect(rosaYear.totals.retention).toBe(shown[0].retention + shown[1].retention);
    expect(y.f29[7]).toEqual({ month: "2026-08", gross: 55_001, retention: 8_388, boletas: 2 });
    expect(y.f29[6]).toEqual({ month: "2026-07", gross: 0, retention: 0, boletas: 0 });
    expect(y.totals).toEqual({ gross: 55_001, retention: 8_388 });
    expect((await admin("GET", "/api/honorarios/year/2025")).json().teachers).toEqual([]);
    expect((await admin("GET", "/api/honorarios/year/20x6")).statusCode).toBe(400);
  });

  it("lets a teacher read her own months only; reception and teachers may not see or record anybody's", async () => {
    const { admin, rosa, olga } = await setup();
    const password = "clave-de-prueba-123";
    const teacher = await t.loginAs({
      username: "rosa.hon",
      password,
      role: "teacher",
      teacherId: rosa,
    });
    const staff = await t.loginAs({ username: "recepcion.hon", password, role: "staff" });
    const as = (authorization: string, method: "GET" | "PUT", url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
    const body = { boletaNumber: "7", paidOn: "2026-08-05" };

    for (const who of [teacher, staff]) {
      for (const [method, url] of [
        ["PUT", `/api/honorarios/${rosa}/2026-07`],
        ["GET", "/api/honorarios/2026-07"],
        ["GET", "/api/honorarios/year/2026"],
        ["GET", `/api/teachers/${olga}/honorarios`],
        ["GET", `/api/teachers/${rosa}/honorarios`],
      ] as const) {
        const res = await as(who, method, url, method === "PUT" ? body : undefined);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().details.errorType).toBe("INSUFFICIENT_PERMISSIONS");
      }
    }
    // Her own page's route answers a reception account that it has no honorarios of its own.
    expect((await as(staff, "GET", "/api/teachers/me/honorarios")).statusCode).toBe(404);
    // Reception works with the teachers, not with what they are paid: no RUT either.
    await admin("PUT", `/api/teachers/${rosa}`, { rut: "12.345.678-5" });
    const seen = (await as(staff, "GET", `/api/teachers/${rosa}`)).json();
    expect(seen).not.toHaveProperty("rut");
    expect((await admin("GET", `/api/teachers/${rosa}`)).json().rut).toBe("12345678-5");

    await admin("PUT", "/api/settings", { honorarios: { withholdsRetention: true } });
    await admin("PUT", `/api/honorarios/${rosa}/2026-07`, body);
    const own = await as(teacher, "GET", "/api/teachers/me/honorarios");
    expect(own.statusCode, own.body).toBe(200);
    const mine = own.json();
    expect(mine).toMatchObject({ teacherId: rosa, withholdsRetention: true });
    expect(mine.months.at(-1)).toMatchObject({
      month: "2026-08",
      gross: 35_001,
      retention: 5_338,
      net: 29_663,
    });
    expect(mine.months.at(-2)).toMatchObject({
      month: "2026-07",
      gross: 20_000,
      retention: 3_050,
      boletaNumber: "7",
      paidOn: "2026-08-05",
    });
    // The admin reads the same figures on the teacher's behalf.
    expect((await admin("GET", `/api/teachers/${rosa}/honorarios`)).json()).toEqual(mine);
  });

  it("records one boleta when two people record the same month at once", async () => {
    const { admin, olga } = await setup();
    const url = `/api/honorarios/${olga}/2026-06`;
    const answers = await Promise.all(
      [1, 2, 3].map(() => admin("PUT", url, { boletaNumber: "90", paidOn: "2026-07-01" })),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const rows = await t.db
      .selectFrom("teacher_honorarios")
      .selectAll()
      .where("teacher_id", "=", olga)
      .execute();
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]?.gross)).toBe(50_000);
    expect(await t.auditRowsOf("teacher-honorarios", `${olga}:2026-06`)).toHaveLength(1);
  });
});
