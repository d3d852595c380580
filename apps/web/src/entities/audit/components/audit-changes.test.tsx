import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { DisplayChange } from "../audit-format";
import { AuditChanges } from "./audit-changes";

const change = (label: string, before: string | null, after: string | null): DisplayChange => ({
  field: label,
  label,
  before,
  after,
});

describe("the fields an audit row changed", () => {
  it("strikes the old value and shows the new one after it, and says when a side was empty", () => {
    render(
      <AuditChanges
        bothSides
        changes={[change("Apellido", "Díaz", "Díaz Soto"), change("Email", null, "ana@nova.cl")]}
      />,
    );
    const [lastName, email] = screen.getAllByRole("definition");
    expect(lastName?.querySelector("del")?.textContent).toBe("antes Díaz");
    expect(lastName?.querySelector("ins")?.textContent).toBe("ahora Díaz Soto");
    // An empty side is said, not struck.
    expect(email?.querySelector("del")).toBeNull();
    expect(email).toHaveTextContent("(vacío)");
    expect(email?.querySelector("ins")?.textContent).toContain("ana@nova.cl");
    expect(screen.getAllByRole("term").map((t) => t.textContent)).toEqual(["Apellido:", "Email:"]);
  });

  it("shows only the new values of a creation and only the old ones of a deletion", () => {
    const { rerender, container } = render(
      <AuditChanges bothSides={false} changes={[change("Monto", null, "$25.000")]} />,
    );
    expect(container.querySelector("del")).toBeNull();
    expect(container.querySelector("ins")?.textContent).toBe("$25.000");
    rerender(<AuditChanges bothSides={false} changes={[change("Monto", "$25.000", null)]} />);
    expect(container.querySelector("ins")).toBeNull();
    expect(container.querySelector("del")?.textContent).toBe("$25.000");
  });

  it("folds a long list under 'Ver … campos más'", async () => {
    const many = ["A", "B", "C", "D", "E", "F", "G"].map((l) => change(l, null, l.toLowerCase()));
    const { container } = render(<AuditChanges bothSides={false} changes={many} />);
    const details = container.querySelector("details");
    expect(details?.open).toBe(false);
    await userEvent.click(screen.getByText("Ver 3 campos más"));
    expect(details?.open).toBe(true);
    expect(within(details as HTMLElement).getAllByRole("term")).toHaveLength(3);
  });

  it("renders nothing when no field changed", () => {
    const { container } = render(<AuditChanges bothSides changes={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
