import { describe, expect, it } from "vitest";
import { isAdmin, isAdminOnlyPath } from "@/entities/session";
import { visibleNavSections } from "./nav-items";

const links = (admin: boolean) =>
  visibleNavSections((path) => admin || !isAdminOnlyPath(path)).flatMap((s) =>
    s.items.flatMap((i) => [i.to, ...(i.quickAdd ? [i.quickAdd.to] : [])]),
  );

describe("navigation by role", () => {
  it("shows staff only what the server lets them open", () => {
    const staff = links(false);
    expect(staff).toEqual(
      expect.arrayContaining([
        "/students",
        "/students/new",
        "/payments/new",
        "/classes",
        "/teachers",
        "/cash-close",
        // Issue 36: 'Deudas', everything owed today, is in the menu.
        "/reports/debts",
      ]),
    );
    for (const hidden of [
      "/settings",
      "/reports/financial",
      "/reports/teacher-compensation",
      "/classes/new",
      "/teachers/new",
    ]) {
      expect(staff).not.toContain(hidden);
      expect(links(true)).toContain(hidden);
    }
  });

  it("treats only an explicit staff role as staff", () => {
    expect(isAdmin({ username: "recepcion", role: "staff" })).toBe(false);
    expect(isAdmin({ username: "duena", role: "admin" })).toBe(true);
    expect(isAdmin({ username: "admin" })).toBe(true);
  });
});
