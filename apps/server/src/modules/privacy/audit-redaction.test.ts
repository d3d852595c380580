import { expect, it } from "vitest";
import { createdId } from "../../../test/support/crud.ts";
import { adminApi } from "../../../test/support/fixtures.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

// After an erasure no audit row holds her personal values, and the chain still verifies
// (records/audit/audit-redaction.ts, docs/decisions/0058-redacting-an-erased-person-from-the-audit-chain.md).

const form = {
  firstName: "Valentina",
  lastName: "Quiroga Lillo",
  birthDate: "2013-05-06",
  dni: "16.543.210-K",
  email: "vale.quiroga@correo.cl",
  phone: "+56 9 7777 3131",
  address: "Pasaje Los Aromos 456",
  emergencyContactName: "Marta Lillo",
  emergencyContactPhone: "+56 9 2222 4444",
  guardians: [
    { fullName: "Marta Lillo", phone: "+56 9 2222 4444", relationship: "madre", isPayer: true },
  ],
};

const HER_VALUES = [
  "Valentina Quiroga Lillo",
  "Valentina",
  "Quiroga",
  "16.543.210-K",
  "16543210-K",
  "vale.quiroga@correo.cl",
  "7777 3131",
  "Los Aromos",
  "Rodilla operada",
];

describeEachDatabase("audit redaction after an erasure", (t) => {
  const api = adminApi(t);

  it("leaves none of her values in the audit table nor in her export, and the chain verifies", async () => {
    const created = await api("POST", "/api/students", form);
    expect(created.json()).toMatchObject({ id: expect.any(Number) });
    const id = created.json().id as number;
    const edited = await api("PUT", `/api/students/${id}`, {
      ...form,
      address: "Pasaje Los Aromos 789",
    });
    expect(edited.statusCode).toBe(200);
    const notes = await api("PUT", `/api/students/${id}/health-notes`, {
      healthNotes: "Rodilla operada en 2024",
    });
    expect(notes.statusCode).toBe(200);
    // Another student's rows must stay as they were.
    const other = await api("POST", "/api/students", {
      ...form,
      firstName: "Josefa",
      lastName: "Rivas",
      dni: "7.654.321-6",
      email: "josefa@correo.cl",
      phone: "+56 9 1212 3434",
      address: "Calle Larga 1",
      guardians: [],
      birthDate: "1990-01-01",
    });
    expect(other.statusCode).toBe(201);

    const dump = async () =>
      JSON.stringify(await t.db.selectFrom("audit_log").selectAll().execute());
    const before = await dump();
    for (const v of ["Valentina", "16543210-K", "Los Aromos", "Josefa"]) {
      expect(before).toContain(v);
    }

    const res = await api("POST", `/api/students/${id}/anonymize`, {
      reason: "Solicitud de Valentina Quiroga Lillo por correo",
    });
    expect(res.statusCode).toBe(200);

    const after = await dump();
    for (const v of HER_VALUES) expect(after).not.toContain(v);
    // The other student's rows and the guardian's own rows keep their values.
    for (const v of ["Josefa", "7654321-6", "Calle Larga 1", "Marta Lillo"]) {
      expect(after).toContain(v);
    }
    const exported = JSON.stringify((await api("GET", `/api/students/${id}/personal-data`)).json());
    for (const v of HER_VALUES) expect(exported).not.toContain(v);

    const check = (await api("GET", "/api/audit/check")).json();
    expect(check).toMatchObject({ intact: true, firstBrokenId: null });
    expect(check.proves.join(" ")).toContain("redactad");
    const redaction = await t.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "redact")
      .execute();
    expect(redaction).toHaveLength(1);
    expect(redaction[0]?.after).not.toContain("Valentina");
  });

  it("detects a redacted row changed afterwards, or a row marked redacted by hand", async () => {
    const created = await api("POST", "/api/students", {
      ...form,
      guardians: [],
      birthDate: "1990-01-01",
    });
    const id = created.json().id as number;
    expect(
      (await api("POST", `/api/students/${id}/anonymize`, { reason: "Solicitud de supresión" }))
        .statusCode,
    ).toBe(200);
    const redacted = await t.db
      .selectFrom("audit_log")
      .select(["id", "after", "redacted_by"])
      .where("redacted_by", "is not", null)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    // Changing what a redacted row says now breaks the check.
    await t.db
      .updateTable("audit_log")
      .set({ after: (redacted.after ?? "").replace("[dato eliminado]", "Otra Persona") })
      .where("id", "=", redacted.id)
      .execute();
    const changed = (await api("GET", "/api/audit/check")).json();
    expect(changed).toMatchObject({ intact: false, firstBrokenId: redacted.id });
    await t.db
      .updateTable("audit_log")
      .set({ after: redacted.after })
      .where("id", "=", redacted.id)
      .execute();
    expect((await api("GET", "/api/audit/check")).json().intact).toBe(true);

    // Marking an unredacted row as redacted (to edit it freely) breaks it too.
    const plain = await t.db
      .selectFrom("audit_log")
      .select("id")
      .where("redacted_by", "is", null)
      .where("action", "=", "anonymize")
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable("audit_log")
      .set({ redacted_by: redacted.redacted_by, after: '{"reason":"otra"}' })
      .where("id", "=", plain.id)
      .execute();
    expect((await api("GET", "/api/audit/check")).json()).toMatchObject({
      intact: false,
      firstBrokenId: plain.id,
    });
  });
});

// Issue 35 finding 5, on a fresh database (the suite above leaves its chain broken on purpose).
describeEachDatabase("audit redaction touches only the erased person's rows", (t) => {
  const api = adminApi(t);

  it("redacts only her own rows and objects: a class named like her address and a neighbour keep theirs", async () => {
    // Issue 35 finding 5: her address 'Ballet A' is also a class's name and another guardian's
    // address; erasing her must not touch their rows.
    const ballet = await api("POST", "/api/classes", {
      name: "Ballet A",
      description: "Clase de los martes",
      price: 30000,
      durationHours: 1,
      schedules: [{ dayOfWeek: "TUESDAY", startHour: 18, startMinute: 0 }],
    });
    expect(ballet.statusCode, ballet.body).toBe(201);
    const guardian = async (fullName: string, rut: string, phone: string) => {
      return createdId(api, "/api/guardians", {
        fullName,
        rut,
        phone,
        email: null,
        address: "Ballet A",
      });
    };
    const paula = await guardian("Paula Ballet Fuentes", "12.345.678-5", "+56 9 1313 2424");
    const ines = await guardian("Inés Carrasco Vidal", "11.111.111-1", "+56 9 4545 6767");
    // A child with both of them: her row names Paula by id beside Inés.
    const childId = await createdId(api, "/api/students", {
      ...form,
      firstName: "Antonia",
      lastName: "Carrasco",
      dni: "",
      email: "",
      phone: "",
      address: "Ballet A",
      emergencyContactName: "",
      emergencyContactPhone: "",
      guardians: [
        { guardianId: ines, relationship: "madre", isPayer: true },
        { guardianId: paula, relationship: "tutor", isPayer: false },
      ],
    });
    const rowsBefore = await t.db.selectFrom("audit_log").selectAll().orderBy("id").execute();
    expect((await api("GET", "/api/audit/check")).json().intact).toBe(true);

    const erased = await api("POST", `/api/guardians/${paula}/anonymize`, {
      reason: "Solicitud de supresión",
    });
    expect(erased.statusCode, erased.body).toBe(200);

    const rowsAfter = new Map(
      (await t.db.selectFrom("audit_log").selectAll().execute()).map((r) => [r.id, r]),
    );
    const changedIds = rowsBefore
      .filter((r) => {
        const now = rowsAfter.get(r.id);
        return now?.before !== r.before || now?.after !== r.after;
      })
      .map((r) => `${r.entity}:${r.entity_id}`);
    // Only her own record's rows changed, and the child's row where it names her by id.
    expect(changedIds.sort()).toEqual([`guardian:${paula}`, `student:${childId}`]);
    const now = (entity: string, id: number) =>
      [...rowsAfter.values()].filter((r) => r.entity === entity && r.entity_id === String(id));
    const classRow = now("class", ballet.json().id)[0];
    expect(JSON.parse(classRow?.after ?? "{}")).toMatchObject({ name: "Ballet A" });
    const inesRow = now("guardian", ines)[0];
    expect(JSON.parse(inesRow?.after ?? "{}")).toMatchObject({
      fullName: "Inés Carrasco Vidal",
      address: "Ballet A",
    });
    expect(JSON.parse(now("guardian", paula)[0]?.after ?? "{}")).toMatchObject({
      fullName: "[dato eliminado]",
      address: "[dato eliminado]",
    });
    // In the child's row: Paula's link loses its personal keys; the child and Inés keep theirs.
    const childRow = JSON.parse(now("student", childId)[0]?.after ?? "{}");
    expect(childRow).toMatchObject({ firstName: "Antonia", address: "Ballet A" });
    const links = childRow.guardians as { guardianId: number; relationship: string }[];
    expect(links.find((l) => l.guardianId === ines)?.relationship).toBe("madre");
    expect(links.find((l) => l.guardianId === paula)?.relationship).toBe("[dato eliminado]");
    const dump = JSON.stringify([...rowsAfter.values()]);
    for (const v of ["Paula Ballet Fuentes", "12.345.678-5", "1313 2424"]) {
      expect(dump).not.toContain(v);
    }

    // The chain still verifies, and still catches an edit of a row the redaction left alone.
    const check = (await api("GET", "/api/audit/check")).json();
    expect(check).toMatchObject({ intact: true, firstBrokenId: null });
    await t.db
      .updateTable("audit_log")
      .set({ after: (classRow?.after ?? "").replace("Ballet A", "Ballet B") })
      .where("id", "=", classRow?.id ?? 0)
      .execute();
    expect((await api("GET", "/api/audit/check")).json()).toMatchObject({
      intact: false,
      firstBrokenId: classRow?.id,
    });
    await t.db
      .updateTable("audit_log")
      .set({ after: classRow?.after ?? null })
      .where("id", "=", classRow?.id ?? 0)
      .execute();
    expect((await api("GET", "/api/audit/check")).json().intact).toBe(true);
  });
});
