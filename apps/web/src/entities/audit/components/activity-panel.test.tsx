import type { AuditCheckResponse, AuditEntryResponse } from "@nova/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderRoute } from "@/test/render-route";
import { santiagoSettings, stubApi } from "@/test/stub-api";
import { ActivityPanel } from "./activity-panel";

const UPDATE: AuditEntryResponse = {
  id: 41,
  at: "2026-08-15T15:05:00.000Z",
  userId: 1,
  userName: "Administración",
  action: "update",
  entity: "student",
  entityId: "12",
  recordName: null,
  changes: [
    { field: "id", before: 12, after: null },
    { field: "lastName", before: "Díaz", after: "Díaz Soto" },
  ],
};

const SETTINGS_UPDATE: AuditEntryResponse = {
  id: 40,
  at: "2026-08-14T23:30:00.000Z",
  userId: 2,
  userName: "Recepción Ana",
  action: "update",
  entity: "settings",
  entityId: null,
  recordName: null,
  changes: [
    {
      field: "payments",
      before: { dueDay: 10, fallbackClassPrice: 25000 },
      after: { dueDay: 10, fallbackClassPrice: 30000 },
    },
  ],
};

const INTACT: AuditCheckResponse = {
  intact: true,
  checkedRows: 41,
  firstBrokenId: null,
  message: "El registro de auditoría está íntegro (41 filas verificadas)",
};

/** Stubs the API at the fetch boundary and records the activity requests' query strings. */
function stubActivityApi(check: AuditCheckResponse = INTACT) {
  const requests: URLSearchParams[] = [];
  stubApi((path, _init, url) => {
    if (path === "/api/audit") {
      requests.push(url.searchParams);
      return jsonResponse(200, [UPDATE, SETTINGS_UPDATE], { "X-Total-Count": "60" });
    }
    if (path === "/api/audit/check") return jsonResponse(200, check);
    if (path === "/api/users")
      return jsonResponse(200, [
        {
          id: 1,
          username: "admin",
          name: "Administración",
          email: null,
          role: "admin",
          active: true,
          lastLoginAt: null,
        },
        {
          id: 2,
          username: "ana",
          name: "Recepción Ana",
          email: null,
          role: "staff",
          active: true,
          lastLoginAt: null,
        },
      ]);
    if (path === "/api/settings") return santiagoSettings();
    return undefined;
  });
  return requests;
}

describe("Actividad", () => {
  it("lists who changed which record and when, with before → after, under 'Registro íntegro'", async () => {
    stubActivityApi();
    renderRoute(<ActivityPanel />);
    const list = await screen.findByRole("list", { name: "Actividad" });
    expect(await screen.findByText("Registro íntegro")).toBeInTheDocument();
    const [student, settings] = within(list).getAllByRole("listitem");
    expect(student).toHaveTextContent("Administración modificó Estudiante n.º 12");
    expect(
      within(student as HTMLElement).getByRole("link", { name: "Estudiante n.º 12" }),
    ).toHaveAttribute("href", "/students/12");
    expect(student).toHaveTextContent("15-08-2026 11:05");
    expect(student?.querySelector("del")).toHaveTextContent("Díaz");
    expect(student?.querySelector("ins")).toHaveTextContent("Díaz Soto");
    // Ids are not shown as changes.
    expect(within(student as HTMLElement).getAllByRole("term")).toHaveLength(1);
    // 23:30 UTC on the 14th is 19:30 in Santiago; the settings section opens into its field.
    expect(settings).toHaveTextContent("14-08-2026 19:30");
    expect(settings).toHaveTextContent("Pagos › Precio por defecto de una clase:");
    expect(settings?.querySelector("ins")).toHaveTextContent("$30.000");
    expect(screen.getByText(/Mostrando 1-25 de 60 cambios/)).toBeInTheDocument();
  });

  it("reads its filters and page from the URL and sends them; a new filter goes back to page 1", async () => {
    const requests = stubActivityApi();
    const { router } = renderRoute(<ActivityPanel />, {
      initialEntry: "/?entity=student&from=2026-08-01&page=2",
    });
    await screen.findByRole("list", { name: "Actividad" });
    const first = requests.at(-1);
    expect(first?.get("entity")).toBe("student");
    expect(first?.get("from")).toBe("2026-08-01");
    expect(first?.get("page")).toBe("2");
    expect(first?.get("size")).toBe("25");
    expect(screen.getByLabelText("Desde")).toHaveValue("01-08-2026");

    await userEvent.selectOptions(await screen.findByLabelText("Usuario"), "Recepción Ana");
    await waitFor(() => expect(requests.at(-1)?.get("userId")).toBe("2"));
    expect(requests.at(-1)?.get("page")).toBe("1");
    expect(router.state.location.search).toBe("?entity=student&from=2026-08-01&userId=2");

    await userEvent.type(screen.getByLabelText("Hasta"), "15-08-2026");
    await waitFor(() => expect(requests.at(-1)?.get("to")).toBe("2026-08-15"));
  });

  it("warns where the chain broke", async () => {
    stubActivityApi({
      intact: false,
      checkedRows: 17,
      firstBrokenId: 18,
      message: "El registro de auditoría fue alterado: la fila 18 no coincide con la cadena",
    });
    renderRoute(<ActivityPanel />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("El registro de actividad fue alterado");
    expect(alert).toHaveTextContent("La fila n.º 18 no coincide con la cadena");
    expect(alert).toHaveTextContent("Los 17 cambios anteriores están íntegros");
  });
});
