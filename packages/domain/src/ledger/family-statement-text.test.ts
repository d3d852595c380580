import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bankDetailsLines, bankDetailsSchema } from "../money/bank-details";
import { formatCLP } from "../money/format";
import { familyStatementText } from "./family-statement-text";

describe("the family's statement message", () => {
  const line = (
    studentId: number,
    studentName: string,
    className: string,
    paymentMonth: string,
    remainingAmount: number,
    surcharge = 0,
  ) => ({ studentId, studentName, className, paymentMonth, remainingAmount, surcharge });

  it("names every child's owed months per class and the family's total with its surcharge", () => {
    const text = familyStatementText({
      guardianName: "María Soto",
      asOf: "2026-08-15",
      studioName: "Estudio Nova",
      lines: [
        line(1, "Ana Pérez", "Ballet", "2026-07", 24_500, 4_500),
        line(1, "Ana Pérez", "Jazz", "2026-07", 23_000, 3_000),
        line(2, "Bea Pérez", "Ballet", "2026-07", 34_500, 4_500),
        line(1, "Ana Pérez", "Ballet", "2026-08", 30_000),
        line(2, "Bea Pérez", "Ballet", "2026-08", 30_000),
      ],
    });
    expect(text).toBe(
      [
        "Hola María: le enviamos el estado de cuenta de su familia al 15-08-2026.",
        "Ana: Ballet julio y agosto 2026 ($54.500); Jazz julio 2026 ($23.000).",
        "Bea: Ballet julio y agosto 2026 ($64.500).",
        "Total $142.000, incluye $12.000 de recargo. Saludos, Estudio Nova.",
      ].join("\n"),
    );
  });

  it("names the studio's account the way the portal and the receipt do (issue 36)", () => {
    const bank = bankDetailsSchema.parse({
      bank: "BancoEstado",
      accountType: "rut",
      accountNumber: "12345678",
      holder: "Estudio Nova",
      holderRut: "76123456-0",
    });
    const text = familyStatementText({
      guardianName: "María Soto",
      asOf: "2026-08-15",
      studioName: "Estudio Nova",
      lines: [line(1, "Ana Pérez", "Ballet", "2026-08", 30_000)],
      bank,
    });
    expect(text.split("\n").slice(-2)).toEqual([
      "Total $30.000.",
      `Datos para transferir: ${bankDetailsLines(bank).join(" · ")}. Saludos, Estudio Nova.`,
    ]);
    // Nothing owed: no account to transfer to.
    expect(
      familyStatementText({ guardianName: "María", asOf: "2026-08-15", lines: [], bank }),
    ).not.toContain("transferir");
  });

  it("says the family is up to date when nothing is owed, and leaves out the surcharge clause when none", () => {
    expect(familyStatementText({ guardianName: "Pedro", asOf: "2026-08-15", lines: [] })).toBe(
      "Hola Pedro: su familia no tiene pagos pendientes al 15-08-2026.",
    );
    expect(
      familyStatementText({
        guardianName: "Pedro",
        asOf: "2026-08-15",
        lines: [line(3, "Cata", "Jazz", "2026-08", 20_000)],
      }),
    ).not.toContain("recargo");
  });

  it("always ends with the sum of what remains of every line (property)", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            studentId: fc.integer({ min: 1, max: 4 }),
            month: fc.integer({ min: 1, max: 12 }),
            remainingAmount: fc.integer({ min: 1, max: 200_000 }),
          }),
          { minLength: 1, maxLength: 20 },
        ),
        (rows) => {
          const text = familyStatementText({
            guardianName: "María",
            asOf: "2026-12-31",
            lines: rows.map((r) =>
              line(
                r.studentId,
                `Hija${r.studentId}`,
                "Ballet",
                `2026-${String(r.month).padStart(2, "0")}`,
                r.remainingAmount,
              ),
            ),
          });
          const total = rows.reduce((s, r) => s + r.remainingAmount, 0);
          expect(text.split("\n").at(-1)).toBe(`Total ${formatCLP(total)}.`);
        },
      ),
    );
  });
});
