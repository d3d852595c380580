import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoute } from "@/test/render-route";
import { sentRequest, stubApi } from "@/test/stub-api";
import type { CashDay } from "../api/get-cash-day";
import { CloseDayForm } from "./close-day-panel";

const DAY: CashDay = {
  date: "2026-08-15",
  byMethod: [
    { method: "EFECTIVO", count: 1, total: 28_750 },
    { method: "TRANSFERENCIA", count: 0, total: 0 },
    { method: "TARJETA", count: 1, total: 25_000 },
  ],
  total: 53_750,
  expectedCash: 28_750,
  openingFloat: 0,
  voidsByMethod: [],
  payments: [],
  close: null,
};

describe("CloseDayForm", () => {
  it("shows the difference as the cash is counted: faltante, sobrante, cuadra", async () => {
    const user = userEvent.setup();
    renderRoute(<CloseDayForm day={DAY} />);
    const counted = screen.getByLabelText(/Efectivo contado/);

    await user.type(counted, "27750");
    expect(screen.getByText("Faltante $1.000")).toHaveClass("text-danger-text");

    await user.clear(counted);
    await user.type(counted, "30000");
    expect(screen.getByText("Sobrante $1.250")).toHaveClass("text-warning-text");

    await user.clear(counted);
    await user.type(counted, "28750");
    expect(screen.getByText("Cuadra")).toHaveClass("text-success-text");
  });

  it("asks for the count before closing, then sends it and shows a refusal as the server says it", async () => {
    const fetchMock = stubApi(() =>
      jsonResponse(409, {
        message: "La caja de ese día ya está cerrada",
        details: { errorType: "DAY_CLOSED", field: "date", rejectedValue: "2026-08-15" },
      }),
    );
    const user = userEvent.setup();
    renderRoute(<CloseDayForm day={DAY} />);

    await user.click(screen.getByRole("button", { name: "Cerrar caja" }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText(/número entero de pesos/)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Efectivo contado/), "28750");
    await user.click(screen.getByRole("button", { name: "Cerrar caja" }));
    // Issue 25, finding 8: a confirmation comes before the close; the float goes along.
    const dialog = await screen.findByRole("dialog", { name: "¿Cerrar la caja?" });
    await user.click(within(dialog).getByRole("button", { name: "Cerrar caja" }));
    expect(await screen.findByText("La caja de ese día ya está cerrada")).toBeInTheDocument();
    const sent = sentRequest(fetchMock);
    expect(sent.url).toContain("/api/cash-close/2026-08-15");
    expect(sent.body).toEqual({ countedCash: 28_750, openingFloat: 0 });
  });

  it("adds the opening float to the cash expected and needs a note when the count differs", async () => {
    const fetchMock = stubApi(() => jsonResponse(201, { ...DAY, openingFloat: 20_000 }));
    const user = userEvent.setup();
    renderRoute(<CloseDayForm day={{ ...DAY, openingFloat: 20_000, expectedCash: 48_750 }} />);
    expect(screen.getByLabelText(/Fondo de caja/)).toHaveValue(20_000);
    expect(screen.getByText("$48.750")).toBeInTheDocument();

    const float = screen.getByLabelText(/Fondo de caja/);
    await user.clear(float);
    await user.type(float, "25000");
    expect(screen.getByText("$53.750")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Efectivo contado/), "52000");
    expect(screen.getByText("Faltante $1.750")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Cerrar caja" }));
    expect(screen.getByText(/escriba una nota que explique la diferencia/)).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.type(screen.getByLabelText(/Nota/), "Vuelto mal dado");
    await user.click(screen.getByRole("button", { name: "Cerrar caja" }));
    const dialog = await screen.findByRole("dialog", { name: "¿Cerrar la caja?" });
    expect(dialog).toHaveTextContent("fondo $25.000, esperado $53.750, contado $52.000");
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Cerrar caja" }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(sentRequest(fetchMock).body).toEqual({
      countedCash: 52_000,
      openingFloat: 25_000,
      notes: "Vuelto mal dado",
    });
  });
});
