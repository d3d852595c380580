import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "@/test/render-route";
import { SEARCH_DEBOUNCE_MS, useLastPageWhenBeyond, useListParams } from "./use-list-params";

/** A bare list screen: a search box, a type filter, page buttons and what the hook says. */
function Probe({ pageCount = 9 }: { pageCount?: number }) {
  const list = useListParams({ type: "all" });
  useLastPageWhenBeyond(list.page, pageCount, true);
  return (
    <div>
      <input
        aria-label="Buscar"
        value={list.typed}
        onChange={(e) => list.setTyped(e.target.value)}
      />
      <button type="button" onClick={() => list.setFilter("type", "ballet")}>
        Ballet
      </button>
      <button type="button" onClick={() => list.setFilter("type", "all")}>
        Todos
      </button>
      <button type="button" onClick={() => list.setPage(list.page + 1)}>
        Siguiente
      </button>
      <button type="button" onClick={list.clearFilters}>
        Limpiar
      </button>
      <p data-testid="state">
        {`search=${list.search} type=${list.filters.type} page=${list.page} filtered=${list.isFiltered}`}
      </p>
    </div>
  );
}

function renderProbe(initialEntry = "/list", pageCount?: number) {
  return renderRoute(<Probe pageCount={pageCount} />, { path: "/list", initialEntry });
}

const state = () => screen.getByTestId("state").textContent;

beforeEach(() => {
  window.scrollTo = vi.fn();
});

describe("useListParams", () => {
  it("reads search, filters and page from the URL, with the defaults when absent", () => {
    renderProbe("/list?q=ana&type=jazz&page=3");
    expect(state()).toBe("search=ana type=jazz page=3 filtered=true");
    expect(screen.getByLabelText("Buscar")).toHaveValue("ana");
  });

  it("treats a missing or nonsensical page as page 1 and the defaults as not filtered", () => {
    renderProbe("/list?page=abc");
    expect(state()).toBe("search= type=all page=1 filtered=false");
  });

  it("writes the search to the URL once typing pauses, back at page 1", async () => {
    const user = userEvent.setup();
    const { router } = renderProbe("/list?page=2");

    await user.type(screen.getByLabelText("Buscar"), "  sol ");
    expect(router.state.location.search).toBe("?page=2");

    await waitFor(() => expect(router.state.location.search).toBe("?q=sol"), {
      timeout: SEARCH_DEBOUNCE_MS * 3,
    });
    // The probe re-renders after the URL changes; a busy machine may take a moment.
    await waitFor(() => expect(state()).toBe("search=sol type=all page=1 filtered=true"));
  });

  it("puts a filter in the URL (its default removes it) and starts again at page 1", async () => {
    const user = userEvent.setup();
    const { router } = renderProbe("/list?page=4");

    await user.click(screen.getByRole("button", { name: "Ballet" }));
    expect(router.state.location.search).toBe("?type=ballet");

    await user.click(screen.getByRole("button", { name: "Siguiente" }));
    expect(router.state.location.search).toBe("?type=ballet&page=2");
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });

    await user.click(screen.getByRole("button", { name: "Todos" }));
    expect(router.state.location.search).toBe("");
  });

  it("clears search, filters and page at once, keeping other parameters", async () => {
    const user = userEvent.setup();
    const { router } = renderProbe("/list?q=ana&type=jazz&page=2&month=2026-03");

    await user.click(screen.getByRole("button", { name: "Limpiar" }));

    expect(router.state.location.search).toBe("?month=2026-03");
    expect(screen.getByLabelText("Buscar")).toHaveValue("");
    expect(state()).toBe("search= type=all page=1 filtered=false");
  });

  it("the search box follows the URL when it changes by navigation", async () => {
    const { router } = renderProbe("/list?q=ana");
    await act(() => router.navigate("/list?q=bea"));
    expect(screen.getByLabelText("Buscar")).toHaveValue("bea");
  });
});

describe("useLastPageWhenBeyond", () => {
  it("replaces a page past the end with the last page", async () => {
    const { router } = renderProbe("/list?page=7", 3);
    await waitFor(() => expect(router.state.location.search).toBe("?page=3"));
  });
});
