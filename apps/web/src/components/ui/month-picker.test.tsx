import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render as renderPlain, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { MonthPicker, MonthPickerField } from "./month-picker";

// The picker reads the studio's today (its years) through the settings query: no server
// answers here, so it falls back to the browser's today.
const render = (ui: React.ReactElement) =>
  renderPlain(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      {ui}
    </QueryClientProvider>,
  );

function Controlled({ initial, allowEmpty }: { initial: string; allowEmpty?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MonthPicker label="Mes de pago" value={value} onChange={setValue} allowEmpty={allowEmpty} />
      <output>{value}</output>
    </>
  );
}

describe("MonthPicker", () => {
  it("names the months in Spanish, whatever the browser's language", () => {
    render(<Controlled initial="2026-12" />);
    const month = screen.getByRole("combobox", { name: "Mes" });
    const names = within(month)
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(names).toEqual([
      "Enero",
      "Febrero",
      "Marzo",
      "Abril",
      "Mayo",
      "Junio",
      "Julio",
      "Agosto",
      "Septiembre",
      "Octubre",
      "Noviembre",
      "Diciembre",
    ]);
    expect((month as HTMLSelectElement).selectedOptions[0]?.textContent).toBe("Diciembre");
    expect(screen.getByRole("group", { name: "Mes de pago" })).toBeInTheDocument();
    // Nothing of it reads as YYYY-MM.
    expect(document.body.textContent?.replace("2026-12", "")).not.toMatch(/\b\d{4}-\d{2}\b/);
  });

  it("reports the chosen month as YYYY-MM", async () => {
    render(<Controlled initial="2026-12" />);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Mes" }), "Marzo");
    expect(screen.getByRole("status")).toHaveTextContent("2026-03");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Año" }), "2027");
    expect(screen.getByRole("status")).toHaveTextContent("2027-03");
  });

  it("offers no month when it may be empty, and a month picked from there", async () => {
    render(<Controlled initial="" allowEmpty />);
    const month = screen.getByRole("combobox", { name: "Mes" }) as HTMLSelectElement;
    expect(month.value).toBe("");
    await userEvent.selectOptions(month, "Julio");
    expect(screen.getByRole("status")).toHaveTextContent(/^\d{4}-07$/);
    await userEvent.selectOptions(month, "Elegir mes");
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("as a field: its label names the month select and its error is announced", () => {
    render(
      <MonthPickerField
        label="Desde el mes"
        name="fromMonth"
        required
        error="Indique desde qué mes rige"
        value="2026-12"
        onChange={() => undefined}
      />,
    );
    const month = screen.getByLabelText(/Desde el mes/, { selector: "select" });
    expect(month).toHaveAttribute("name", "fromMonth");
    expect(month).toHaveAttribute("aria-invalid", "true");
    expect(month).toHaveAccessibleDescription("Indique desde qué mes rige");
  });
});
