import { beforeAll, expect, it } from "vitest";
import { expectAnswer } from "../../../test/support/answer.ts";
import { adminApi } from "../../../test/support/fixtures.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

// Issue 36, finding 4: enrolling a child's trial request made her mother's phone and e-mail the
// child's own, and no family existed. A minor's guardian becomes her paying guardian (found by
// RUT or phone, else created from the request) with the relationship the desk chose; the child
// keeps none of the request's contact data. An adult's request keeps today's behaviour.
// Today is Saturday 2026-08-15 (test clock).
describeEachDatabase("a trial request's guardian becomes the payer (issue 36)", (t) => {
  const api = adminApi(t);
  let ballet = 0;
  let address = 0;
  const request = async (over: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/public/trial-requests",
      remoteAddress: `10.36.0.${++address}`,
      payload: {
        classId: ballet,
        sessionDate: "2026-08-17",
        name: "Rocío Muñoz Díaz",
        phone: "+56 9 8765 4321",
        email: "carolina@correo.cl",
        age: 8,
        guardianName: "Carolina Díaz",
        guardianPhone: "+56 9 8765 4321",
        consent: true,
        message: null,
        website: "",
        fillMs: 12_000,
        ...over,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const enrollRequest = (id: number, body: object) =>
    api("POST", `/api/trial-requests/${id}/enroll`, body);
  const guardianCount = async (phone: string) =>
    (await t.db.selectFrom("guardians").select("id").where("phone", "=", phone).execute()).length;

  beforeAll(async () => {
    ballet = await t.seed.class({
      name: "Ballet Infantil",
      price: 30_000,
      maxStudents: 20,
      schedules: [{ dayOfWeek: "MONDAY", startHour: 17, startMinute: 0 }],
    });
  });

  it("makes the mother the paying guardian and leaves the child no copy of her contact data", async () => {
    const id = await request({});
    const missing = await enrollRequest(id, { birthDate: "2018-05-02" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain("parentesco");
    const res = await enrollRequest(id, { birthDate: "2018-05-02", relationship: "madre" });
    expect(res.statusCode, res.body).toBe(201);
    const enrolled = res.json();
    expect(enrolled).toMatchObject({
      phone: null,
      email: null,
      emergencyContactName: null,
      emergencyContactPhone: null,
    });
    const student = (await api("GET", `/api/students/${enrolled.id}`)).json();
    expect(student).toMatchObject({ phone: null, email: null, emergencyContactPhone: null });
    expect(student.guardians).toEqual([
      {
        id: enrolled.guardianId,
        fullName: "Carolina Díaz",
        relationship: "madre",
        isPayer: true,
      },
    ]);
    const guardian = (await api("GET", `/api/guardians/${enrolled.guardianId}`)).json();
    expect(guardian).toMatchObject({
      fullName: "Carolina Díaz",
      phone: "+56 9 8765 4321",
      email: "carolina@correo.cl",
    });
    expect(guardian.students.map((s: { id: number }) => s.id)).toEqual([enrolled.id]);
  });

  it("links the same mother for a sister's request, even two enrolled at once", async () => {
    const phone = "+56 9 7000 1111";
    const common = { guardianName: "Daniela Rojas", guardianPhone: phone, phone };
    const [a, b, c] = [
      await request({ ...common, name: "Amanda Rojas" }),
      await request({ ...common, name: "Bárbara Rojas" }),
      await request({ ...common, name: "Cata Rojas", guardianPhone: "970001111" }),
    ];
    const both = await Promise.all([
      enrollRequest(a, { relationship: "madre" }),
      enrollRequest(b, { relationship: "madre" }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    // The phone as typed on the public form is matched in its normal form.
    const third = await enrollRequest(c, { relationship: "madre" });
    expect(third.statusCode, third.body).toBe(201);
    const ids = new Set([...both, third].map((r) => r.json().guardianId));
    expect(ids.size).toBe(1);
    expect(await guardianCount(phone)).toBe(1);
    const family = (await api("GET", `/api/guardians/${[...ids][0]}`)).json();
    expect(family.students).toHaveLength(3);
  });

  it("finds a known guardian by her RUT first, as she is", async () => {
    const known = await t.seed.guardian({
      fullName: "Elena Soto",
      phone: "+56 9 2222 3333",
      rut: "12345678-5",
    });
    const id = await request({
      name: "Flor Soto",
      guardianName: "Elena Soto V.",
      guardianPhone: "+56 9 6666 7777",
      phone: "+56 9 6666 7777",
    });
    const res = await enrollRequest(id, { relationship: "tutor", guardianRut: "12.345.678-5" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().guardianId).toBe(known);
    const guardian = (await api("GET", `/api/guardians/${known}`)).json();
    // Her record is not rewritten from a request.
    expect(guardian).toMatchObject({ fullName: "Elena Soto", phone: "+56 9 2222 3333" });
    const student = (await api("GET", `/api/students/${res.json().id}`)).json();
    expect(student.guardians[0]).toMatchObject({ relationship: "tutor", isPayer: true });
  });

  it("refuses a guardian phone that is not Chilean, naming the field", async () => {
    const id = await request({
      name: "Gala Paz",
      guardianPhone: "+1 555 0100",
      phone: "+1 555 0100",
    });
    const res = await enrollRequest(id, { relationship: "padre" });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.field).toBe("guardianPhone");
  });

  it("keeps an adult's own phone and e-mail, with no guardian", async () => {
    const id = await request({
      name: "Hilda Núñez",
      age: 30,
      guardianName: null,
      guardianPhone: null,
      phone: "+56 9 3131 3131",
      email: "hilda@correo.cl",
    });
    const res = await enrollRequest(id, {});
    expectAnswer(res, 201, {
      phone: "+56 9 3131 3131",
      email: "hilda@correo.cl",
      guardianId: null,
    });
    expect((await api("GET", `/api/students/${res.json().id}`)).json().guardians).toEqual([]);
  });

  it("charges a family's matrícula once to the mother linked from the request", async () => {
    const set = await api("PUT", "/api/settings", {
      families: { enrollmentFee: 20_000, enrollmentFeePer: "family" },
    });
    expect(set.statusCode, set.body).toBe(200);
    const phone = "+56 9 4545 4545";
    const common = { guardianName: "Inés Vidal", guardianPhone: phone, phone };
    const first = await enrollRequest(await request({ ...common, name: "Juana Vidal" }), {
      relationship: "madre",
    });
    const second = await enrollRequest(await request({ ...common, name: "Karla Vidal" }), {
      relationship: "madre",
    });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const fees = await t.db
      .selectFrom("enrollment_fee_charges")
      .select(["guardian_id", "amount"])
      .where("guardian_id", "=", first.json().guardianId)
      .execute();
    expect(fees).toEqual([{ guardian_id: first.json().guardianId, amount: 20_000 }]);
    await api("PUT", "/api/settings", { families: { enrollmentFee: 0 } });
  });
});
