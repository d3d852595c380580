import { describe, expect, it } from "vitest";
import { openSplit, splitProblem, tendersOf, withFirstAmount } from "./tenders";

describe("a payment split over two methods", () => {
  it("opens on another method and pre-fills what the first amount leaves", () => {
    const split = openSplit("EFECTIVO", 84_000);
    expect(split.second.method).toBe("TRANSFERENCIA");
    const typed = withFirstAmount(split, "50000", 84_000);
    expect(typed.second.amount).toBe("34000");
    expect(tendersOf(typed, "EFECTIVO")).toEqual([
      { method: "EFECTIVO", amount: 50_000 },
      { method: "TRANSFERENCIA", amount: 34_000 },
    ]);
    expect(splitProblem(typed, "EFECTIVO", 84_000)).toBeNull();
  });

  it("says what is wrong before sending", () => {
    const split = openSplit("EFECTIVO", 84_000);
    expect(splitProblem(split, "EFECTIVO", 84_000)).toBe("Indique el monto de cada método de pago");
    const typed = withFirstAmount(split, "50000", 84_000);
    expect(
      splitProblem({ ...typed, second: { ...typed.second, amount: "30000" } }, "EFECTIVO", 84_000),
    ).toContain("faltan $4.000");
    expect(
      splitProblem(
        { ...typed, second: { ...typed.second, method: "EFECTIVO" } },
        "EFECTIVO",
        84_000,
      ),
    ).toContain("más de una vez");
    expect(splitProblem(null, "EFECTIVO", 84_000)).toBeNull();
    expect(tendersOf(null, "EFECTIVO")).toBeNull();
  });
});
