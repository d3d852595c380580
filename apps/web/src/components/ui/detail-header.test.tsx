import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderRoute } from "@/test/render-route";
import { Badge } from "./badge";
import { DeleteRecordButton, DetailHeader } from "./detail-header";

describe("DetailHeader", () => {
  it("shows the back link, the name as h1, the badge, the details and the id", () => {
    renderRoute(
      <DetailHeader
        title="Ballet Inicial"
        documentTitle="Ballet Inicial"
        back={{ to: "/classes", label: "Clases" }}
        badge={<Badge tone="success">Activa</Badge>}
        details={<span>Lunes y Miércoles</span>}
        id={12}
        actions={<button type="button">Editar</button>}
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Ballet Inicial" })).toBeInTheDocument();
    expect(document.title).toBe("Ballet Inicial · NOVA");
    expect(screen.getByRole("link", { name: "Clases" })).toHaveAttribute("href", "/classes");
    expect(screen.getByText("Activa")).toBeInTheDocument();
    expect(screen.getByText("Lunes y Miércoles")).toBeInTheDocument();
    expect(screen.getByText("ID 12")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Editar" })).toBeInTheDocument();
  });
});

describe("DeleteRecordButton", () => {
  function renderDelete(outcome: "ok" | "refused") {
    const mutate = vi.fn(
      (_: undefined, options: { onSuccess: () => void; onSettled: () => void }) => {
        if (outcome === "ok") options.onSuccess();
        options.onSettled();
      },
    );
    const view = renderRoute(
      <DeleteRecordButton
        title="Eliminar clase"
        description="¿Eliminar Ballet Inicial?"
        remove={{ mutate, isPending: false }}
        leaveTo="/classes"
      />,
      { path: "/classes/12" },
    );
    return { mutate, ...view };
  }

  it("asks first and deletes nothing when cancelled", async () => {
    const user = userEvent.setup();
    const { mutate } = renderDelete("ok");

    await user.click(screen.getByRole("button", { name: "Eliminar" }));
    expect(screen.getByRole("dialog", { name: "Eliminar clase" })).toHaveTextContent(
      "¿Eliminar Ballet Inicial?",
    );
    await user.click(screen.getByRole("button", { name: "Cancelar" }));

    expect(screen.queryByRole("dialog")).toBeNull();
    expect(mutate).not.toHaveBeenCalled();
  });

  it("gives keyboard focus back to 'Eliminar' when the dialog closes with Escape", async () => {
    const user = userEvent.setup();
    renderDelete("ok");
    const button = screen.getByRole("button", { name: "Eliminar" });

    button.focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("dialog")).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard("{Escape}");

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(button).toHaveFocus();
  });

  it("deletes on confirm and leaves for the list", async () => {
    const user = userEvent.setup();
    const { mutate, router } = renderDelete("ok");

    await user.click(screen.getByRole("button", { name: "Eliminar" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Eliminar" }));

    expect(mutate).toHaveBeenCalledOnce();
    await waitFor(() => expect(router.state.location.pathname).toBe("/classes"));
  });

  it("stays on the record when the delete is refused, with the dialog closed", async () => {
    const user = userEvent.setup();
    const { router } = renderDelete("refused");

    await user.click(screen.getByRole("button", { name: "Eliminar" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Eliminar" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.pathname).toBe("/classes/12");
    expect(screen.getByRole("button", { name: "Eliminar" })).toHaveFocus();
  });
});
