import { describe, expect, it } from "vitest";
import {
  actionLabel,
  displayChanges,
  entityLabel,
  recordLabel,
  recordPath,
  relatedRecords,
} from "./audit-format";

const TZ = "America/Santiago";

describe("audit rows for people", () => {
  it("names actions and kinds of record in Spanish, and keeps unknown codes readable", () => {
    expect(actionLabel("update")).toBe("Modificó");
    expect(actionLabel("waive-late-fee")).toBe("Condonó el recargo de");
    expect(actionLabel("teleport")).toBe("teleport");
    expect(entityLabel("enrollment")).toBe("Inscripción");
    expect(entityLabel("cash-close")).toBe("Cierre de caja");
  });

  it("links the records that have a page, and names a cash close by its day", () => {
    expect(recordPath("student", "12")).toBe("/students/12");
    expect(recordPath("payment", "3")).toBe("/payments/3");
    expect(recordPath("enrollment", "3")).toBeNull();
    expect(recordPath("settings", null)).toBeNull();
    expect(recordLabel("student", "12")).toBe("Estudiante n.º 12");
    expect(recordLabel("student", "12", "Ana Pérez")).toBe("Estudiante Ana Pérez");
    expect(recordLabel("payment", "40", "Ana Pérez")).toBe("Pago n.º 40 de Ana Pérez");
    expect(recordLabel("cash-close", "2026-08-15")).toBe("Cierre de caja del 15-08-2026");
    expect(recordLabel("settings", null)).toBe("Configuración");
  });

  it("formats pesos, dates, months, instants, methods and statuses, and hides ids and empty pairs", () => {
    const changes = displayChanges(
      {
        entity: "payment",
        changes: [
          { field: "amount", before: null, after: 25000 },
          { field: "classId", before: null, after: 1 },
          { field: "createdAt", before: null, after: "2026-08-15T15:00:00.000Z" },
          { field: "isLatePayment", before: null, after: true },
          { field: "notes", before: null, after: null },
          { field: "paymentDate", before: null, after: "2026-08-15" },
          { field: "paymentMethod", before: null, after: "EFECTIVO" },
          { field: "paymentMonth", before: null, after: "2026-08" },
          { field: "status", before: null, after: "LATE" },
        ],
      },
      TZ,
    );
    expect(changes.map((c) => [c.label, c.after])).toEqual([
      ["Estado", "Pagado con atraso"],
      ["Monto", "$25.000"],
      ["Mes pagado", "agosto 2026"],
      ["Fecha de pago", "15-08-2026"],
      ["Método de pago", "Efectivo"],
      ["Pago tardío", "Sí"],
      ["Registrado el", "15-08-2026 11:00"],
    ]);
  });

  it("opens a settings section into the fields that changed in it", () => {
    const payments = { dueDay: 10, lateFeePercentage: 15, fallbackClassPrice: 25000 };
    expect(
      displayChanges(
        {
          entity: "settings",
          changes: [
            {
              field: "payments",
              before: payments,
              after: { ...payments, lateFeePercentage: 7, fallbackClassPrice: 30000 },
            },
          ],
        },
        TZ,
      ),
    ).toEqual([
      {
        field: "payments.lateFeePercentage",
        label: "Pagos › Recargo por atraso",
        before: "15 %",
        after: "7 %",
      },
      {
        field: "payments.fallbackClassPrice",
        label: "Pagos › Precio por defecto de una clase",
        before: "$25.000",
        after: "$30.000",
      },
    ]);
  });

  it("names a student's guardians in words, never JSON (issue 36)", () => {
    const [change] = displayChanges(
      {
        entity: "student",
        changes: [
          {
            field: "guardians",
            before: [{ fullName: "Daniela Pérez", relationship: "madre", isPayer: true }],
            after: [
              { fullName: "Daniela Pérez", relationship: "madre", isPayer: false },
              { fullName: "Jorge Soto", relationship: "padre", isPayer: true },
            ],
          },
        ],
      },
      TZ,
    );
    expect(change).toMatchObject({
      label: "Apoderados",
      before: "Daniela Pérez (madre, responsable de pago)",
      after: "Daniela Pérez (madre), Jorge Soto (padre, responsable de pago)",
    });
    expect(change?.after).not.toContain("{");
  });

  it("shows a class's schedules by day and time", () => {
    const [change] = displayChanges(
      {
        entity: "class",
        changes: [
          {
            field: "schedules",
            before: [{ classId: 1, dayOfWeek: "MONDAY", startHour: 18, startMinute: 0 }],
            after: [{ dayOfWeek: "TUESDAY", startHour: 19, startMinute: 30 }],
          },
        ],
      },
      TZ,
    );
    expect(change).toMatchObject({
      label: "Horarios",
      before: "Lunes 18:00",
      after: "Martes 19:30",
    });
  });

  it("names the student and class an enrollment links, with their pages", () => {
    const enrollment = {
      entity: "enrollment",
      changes: [
        { field: "classId", before: null, after: 4 },
        { field: "studentId", before: null, after: 9 },
      ],
    };
    expect(relatedRecords(enrollment)).toEqual([
      { label: "Estudiante n.º 9", path: "/students/9" },
      { label: "Clase n.º 4", path: "/classes/4" },
    ]);
    expect(relatedRecords({ ...enrollment, entity: "payment" })).toEqual([]);
  });
});
