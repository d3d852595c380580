import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { notify } from "@/lib/toast";
import { jsonResponse, renderRoute } from "@/test/render-route";
import { sentRequest, stubApi } from "@/test/stub-api";
import { EditRecordFormPage, EditRecordPage, FormPage } from "./form-page";
import { loadThing as load, thingKind } from "./thing-record.fixture";

function renderEdit(initialEntry: string) {
  return renderRoute(
    <EditRecordPage
      kind={thingKind("Error al cargar los datos de la cosa")}
      backLabel="Volver a la cosa"
    >
      {(thing) => <p>Formulario de {thing.name}</p>}
    </EditRecordPage>,
    { path: "/things/:id/edit", initialEntry },
  );
}

describe("FormPage", () => {
  it("titles the form screen, notes the required fields and links back", () => {
    renderRoute(
      <FormPage title="Nueva clase" back={{ to: "/classes", label: "Clases" }}>
        <form aria-label="Datos de la clase" />
      </FormPage>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Nueva clase" })).toBeInTheDocument();
    expect(document.title).toBe("Nueva clase · NOVA");
    expect(screen.getByText("Los campos marcados con * son obligatorios.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Clases" })).toHaveAttribute("href", "/classes");
    expect(screen.getByRole("form", { name: "Datos de la clase" })).toBeInTheDocument();
  });
});

describe("EditRecordPage", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("loads the record, then shows its form with a link back to the record", async () => {
    load.mockResolvedValueOnce({ id: 4, name: "Jazz" });
    renderEdit("/things/4/edit");

    expect(screen.getByRole("status")).toHaveTextContent("Cargando cosa");
    expect(await screen.findByText("Formulario de Jazz")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver a la cosa" })).toHaveAttribute(
      "href",
      "/things/4",
    );
  });

  it("sends a bad id back to the list with the load error (docs/product/contract-texts.md#load-errors)", async () => {
    const toastError = vi.spyOn(notify, "error");
    const { router } = renderEdit("/things/nope/edit");

    await waitFor(() => expect(router.state.location.pathname).toBe("/things"));
    expect(toastError).toHaveBeenCalledExactlyOnceWith("Error al cargar los datos de la cosa");
  });

  it("sends a record the API does not have back to the list with the load error", async () => {
    load.mockRejectedValueOnce(new ApiError({ status: 404, message: "No existe" }));
    const toastError = vi.spyOn(notify, "error");
    const { router } = renderEdit("/things/5/edit");

    await waitFor(() => expect(router.state.location.pathname).toBe("/things"));
    expect(toastError).toHaveBeenCalledExactlyOnceWith("Error al cargar los datos de la cosa");
  });
});

describe("EditRecordFormPage", () => {
  afterEach(() => {
    load.mockReset();
  });

  const writes = {
    url: "/api/things",
    shownIn: [["thing"]],
    messages: {
      created: "Cosa creada",
      updated: "Cosa actualizada",
      deleted: "Cosa eliminada",
      deleteFailed: "Error al eliminar la cosa",
    },
  };

  function renderEditForm(savedTo?: string) {
    // Read again after the save too: the write marks the record stale.
    load.mockResolvedValue({ id: 4, name: "Jazz" });
    const fetchMock = stubApi((path, init) =>
      path === "/api/things/4" && init?.method === "PUT"
        ? jsonResponse(200, { id: 4, name: "Salsa" })
        : undefined,
    );
    const rendered = renderRoute(
      <EditRecordFormPage
        kind={thingKind("Error al cargar los datos de la cosa")}
        writes={writes}
        backLabel="Volver a la cosa"
        savedTo={savedTo}
      >
        {(thing, form) => (
          <>
            <p>Editar {thing.name}</p>
            <a href={form.cancelTo}>Cancelar</a>
            <button type="button" onClick={() => void form.onSubmit({ name: "Salsa" })}>
              Guardar
            </button>
          </>
        )}
      </EditRecordFormPage>,
      { path: "/things/:id/edit", initialEntry: "/things/4/edit" },
    );
    return { ...rendered, fetchMock };
  }

  it("cancels to the record's page and saves with a PUT to it, then opens it", async () => {
    const { router, fetchMock } = renderEditForm();
    const user = userEvent.setup();

    expect(await screen.findByText("Editar Jazz")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cancelar" })).toHaveAttribute("href", "/things/4");
    await user.click(screen.getByRole("button", { name: "Guardar" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/things/4"));
    expect(sentRequest(fetchMock)).toMatchObject({ body: { name: "Salsa" } });
  });

  it("goes where `savedTo` says after the save", async () => {
    const { router } = renderEditForm("/things");
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Guardar" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/things"));
  });
});
