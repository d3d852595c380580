import type { AuditEntryResponse } from "@nova/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderRoute } from "@/test/render-route";
import { santiagoSettings, stubApi } from "@/test/stub-api";
import { RecordHistory } from "./record-history";

const entry = (id: number): AuditEntryResponse => ({
  id,
  at: "2026-08-15T15:00:00.000Z",
  userId: 1,
  userName: "Recepción Ana",
  action: id === 1 ? "create" : "update",
  entity: "payment",
  entityId: "7",
  recordName: null,
  changes: [{ field: "notes", before: `nota ${id - 1}`, after: `nota ${id}` }],
});

/** 14 changes of payment 7, newest first; records the sizes asked for. */
function stubHistory() {
  const sizes: number[] = [];
  const all = Array.from({ length: 14 }, (_, i) => entry(14 - i));
  stubApi((path, _init, url) => {
    if (path === "/api/audit/payment/7") {
      const size = Number(url.searchParams.get("size"));
      sizes.push(size);
      return jsonResponse(200, all.slice(0, size), { "X-Total-Count": String(all.length) });
    }
    if (path === "/api/settings") return santiagoSettings();
    return undefined;
  });
  return sizes;
}

describe("Historial of a record", () => {
  it("shows its newest changes without repeating which record, and more on 'Ver más'", async () => {
    const sizes = stubHistory();
    renderRoute(<RecordHistory entity="payment" id={7} />);
    const list = await screen.findByRole("list", { name: "Cambios del registro" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent("Recepción Ana modificó");
    expect(items[0]).not.toHaveTextContent("Pago n.º 7");
    expect(items[0]?.querySelector("ins")).toHaveTextContent("nota 14");
    expect(screen.getByText(/Últimos 10 de 14 cambios/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Ver más" }));
    expect(await within(list).findAllByRole("listitem")).toHaveLength(14);
    expect(screen.queryByRole("button", { name: "Ver más" })).not.toBeInTheDocument();
    expect(sizes).toEqual([10, 20]);
  });
});
