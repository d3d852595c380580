import { useQuery } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { renderRoute } from "@/test/render-route";
import { QueryState } from "./query-state";
import { RecordPage } from "./record-page";
import { loadThing as load, thingKind } from "./thing-record.fixture";

const failure = (status: number, message: string) => new ApiError({ status, message });

function renderThingPage(initialEntry: string) {
  return renderRoute(
    <RecordPage
      kind={thingKind("Error al cargar la cosa")}
      notFound={{ title: "Cosa no encontrada", description: "La cosa no existe." }}
    >
      {(thing) => <h1>{thing.name}</h1>}
    </RecordPage>,
    { path: "/things/:id", initialEntry },
  );
}

describe("RecordPage", () => {
  it("shows the spinner while loading, then the record", async () => {
    load.mockResolvedValueOnce({ id: 7, name: "Cosa siete" });
    renderThingPage("/things/7");

    expect(screen.getByRole("status")).toHaveTextContent("Cargando cosa");
    expect(await screen.findByRole("heading", { name: "Cosa siete" })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith(7);
  });

  it("says not found for an id that is not a number, without asking the API", () => {
    load.mockClear();
    renderThingPage("/things/abc");

    expect(screen.getByRole("heading", { name: "Cosa no encontrada" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver a cosas" })).toHaveAttribute("href", "/things");
    expect(load).not.toHaveBeenCalled();
  });

  it("says not found when the API answers 404", async () => {
    load.mockRejectedValueOnce(failure(404, "No existe"));
    renderThingPage("/things/8");

    expect(await screen.findByRole("heading", { name: "Cosa no encontrada" })).toBeInTheDocument();
  });

  it("shows other failures with the server's message and loads again with Reintentar", async () => {
    load.mockRejectedValueOnce(failure(500, "Error interno del servidor"));
    const user = userEvent.setup();
    renderThingPage("/things/9");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error al cargar la cosa");
    expect(alert).toHaveTextContent("Error interno del servidor");
    expect(screen.getByRole("heading", { level: 1, name: "Cosa" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cosas" })).toHaveAttribute("href", "/things");

    load.mockResolvedValueOnce({ id: 9, name: "Cosa nueve" });
    await user.click(within(alert).getByRole("button", { name: "Reintentar" }));

    expect(await screen.findByRole("heading", { name: "Cosa nueve" })).toBeInTheDocument();
  });
});

function ThingList({ ids }: { ids: number[] }) {
  const query = useQuery({
    queryKey: ["things"],
    queryFn: async () => Promise.all(ids.map((id) => load(id))),
    meta: { silent: true },
  });
  return (
    <QueryState
      query={query}
      loadingLabel="Cargando cosas"
      errorTitle="Error al cargar cosas"
      isEmpty={query.data?.length === 0}
      empty={<p>No hay cosas</p>}
    >
      <ul aria-label="Cosas">
        {query.data?.map((thing) => (
          <li key={thing.id}>{thing.name}</li>
        ))}
      </ul>
    </QueryState>
  );
}

describe("QueryState", () => {
  it("shows the spinner, then the items", async () => {
    load.mockResolvedValueOnce({ id: 1, name: "Una" });
    renderRoute(<ThingList ids={[1]} />);

    expect(screen.getByRole("status")).toHaveTextContent("Cargando cosas");
    expect(await screen.findByRole("listitem")).toHaveTextContent("Una");
  });

  it("shows the empty state when there is nothing", async () => {
    renderRoute(<ThingList ids={[]} />);
    expect(await screen.findByText("No hay cosas")).toBeInTheDocument();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("shows the error with Reintentar, which loads again", async () => {
    load.mockRejectedValueOnce(failure(0, "Error de conexión con el servidor"));
    const user = userEvent.setup();
    renderRoute(<ThingList ids={[2]} />);

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error al cargar cosas");
    expect(alert).toHaveTextContent("Error de conexión con el servidor");

    load.mockResolvedValueOnce({ id: 2, name: "Dos" });
    await user.click(within(alert).getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByRole("listitem")).toHaveTextContent("Dos");
  });
});
