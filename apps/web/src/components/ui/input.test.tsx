import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "@/test/render-route";
import { SelectField, TextareaField } from "./input";

describe("SelectField and TextareaField", () => {
  it("tie the label, the required mark and the error message to the control", () => {
    renderRoute(
      <>
        <SelectField label="Tipo" required error="Selecciona un tipo" defaultValue="">
          <option value="">Elegir…</option>
        </SelectField>
        <TextareaField label="Descripción" hint="Opcional" />
      </>,
    );
    expect(screen.getByText("Tipo")).toHaveTextContent("Tipo *");
    const select = screen.getByRole("combobox", { name: "Tipo" });
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(select).toHaveAttribute("aria-required", "true");
    expect(select).toHaveAccessibleDescription("Selecciona un tipo");
    const textarea = screen.getByRole("textbox", { name: "Descripción" });
    expect(textarea).toHaveAccessibleDescription("Opcional");
    expect(textarea).not.toHaveAttribute("aria-invalid");
  });

  it("keeps a hidden label for screen readers", () => {
    renderRoute(
      <SelectField label="Estado" hideLabel defaultValue="all">
        <option value="all">Todos</option>
      </SelectField>,
    );
    expect(screen.getByText("Estado")).toHaveClass("sr-only");
    expect(screen.getByRole("combobox", { name: "Estado" })).toBeInTheDocument();
  });
});
