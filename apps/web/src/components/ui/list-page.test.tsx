import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderRoute } from "@/test/render-route";
import { SelectField } from "./input";
import {
  CardList,
  CreateLink,
  FilterBar,
  ListFooter,
  ListPageHeader,
  ListTotals,
} from "./list-page";

describe("ListPageHeader and CreateLink", () => {
  it("titles the screen and links to the create form", () => {
    renderRoute(
      <ListPageHeader
        title="Clases"
        description="Las clases del estudio."
        actions={<CreateLink to="/classes/new">Nueva clase</CreateLink>}
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Clases" })).toBeInTheDocument();
    expect(document.title).toBe("Clases · NOVA");
    expect(screen.getByRole("link", { name: "Nueva clase" })).toHaveAttribute(
      "href",
      "/classes/new",
    );
  });
});

describe("FilterBar", () => {
  function renderBar(isFiltered: boolean, withFilters = true) {
    const list = { typed: "ana", setTyped: vi.fn(), isFiltered, clearFilters: vi.fn() };
    renderRoute(
      <FilterBar list={list} searchLabel="Buscar clases" placeholder="Buscar...">
        {withFilters && (
          <SelectField label="Tipo" hideLabel defaultValue="all">
            <option value="all">Todos</option>
          </SelectField>
        )}
      </FilterBar>,
    );
    return list;
  }

  it("binds the search box to the list and offers 'Limpiar filtros' while filtered", async () => {
    const user = userEvent.setup();
    const list = renderBar(true);

    expect(screen.getByRole("searchbox", { name: "Buscar clases" })).toHaveValue("ana");
    await user.type(screen.getByRole("searchbox", { name: "Buscar clases" }), "s");
    expect(list.setTyped).toHaveBeenLastCalledWith("anas");
    expect(screen.getByRole("combobox", { name: "Tipo" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Limpiar filtros" }));
    expect(list.clearFilters).toHaveBeenCalledOnce();
  });

  it("hides 'Limpiar filtros' when nothing is filtered and when there are no filters", () => {
    renderBar(false);
    expect(screen.queryByRole("button", { name: "Limpiar filtros" })).toBeNull();
  });
});

describe("ListFooter", () => {
  it("says which items are shown of the total and moves between pages", async () => {
    const onPageChange = vi.fn();
    const user = userEvent.setup();
    renderRoute(
      <ListFooter page={2} pageSize={12} total={30} noun="clases" onPageChange={onPageChange} />,
    );

    expect(screen.getByText("Mostrando 13-24 de 30 clases")).toBeInTheDocument();
    const pages = screen.getByRole("navigation", { name: "Paginación" });
    await user.click(within(pages).getByRole("button", { name: "Siguiente" }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it("shows no page buttons for a single page, and 0-0 for an empty list", () => {
    renderRoute(
      <ListFooter page={1} pageSize={12} total={0} noun="pagos" onPageChange={vi.fn()} />,
    );
    expect(screen.getByText("Mostrando 0-0 de 0 pagos")).toBeInTheDocument();
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});

describe("ListTotals and CardList", () => {
  it("lists each total under its label, in a list named 'Totales'", () => {
    renderRoute(
      <ListTotals
        items={[
          { label: "Activas", value: 4 },
          { label: "Estudiantes inscritos", value: 31 },
        ]}
      />,
    );
    const totals = screen.getByLabelText("Totales");
    expect(within(totals).getByText("Activas").nextSibling).toHaveTextContent("4");
    expect(within(totals).getByText("Estudiantes inscritos").nextSibling).toHaveTextContent("31");
  });

  it("marks the cards busy while placeholder data stands in", () => {
    renderRoute(
      <CardList label="Clases" placeholder>
        <li>Ballet</li>
      </CardList>,
    );
    expect(screen.getByRole("list", { name: "Clases" })).toHaveAttribute("aria-busy", "true");
  });
});
