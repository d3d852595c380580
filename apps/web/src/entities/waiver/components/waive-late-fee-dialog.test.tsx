import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoute } from "@/test/render-route";
import { sentRequest, stubApi } from "@/test/stub-api";
import { WaiveLateFeeDialog } from "./waive-late-fee-dialog";

function renderDialog() {
  const onOpenChange = vi.fn();
  renderRoute(
    <WaiveLateFeeDialog open onOpenChange={onOpenChange} studentId={7} month="2026-07" />,
  );
  return onOpenChange;
}

describe("WaiveLateFeeDialog", () => {
  it("requires a reason, then waives the month and closes", async () => {
    const fetchMock = stubApi(() =>
      jsonResponse(201, {
        id: 1,
        studentId: 7,
        month: "2026-07",
        reason: "Licencia médica",
        createdAt: "2026-08-15T12:00:00.000Z",
      }),
    );
    const user = userEvent.setup();
    const onOpenChange = renderDialog();
    expect(screen.getByRole("dialog", { name: "Condonar recargo" })).toHaveTextContent(
      "julio 2026",
    );

    await user.type(screen.getByLabelText(/Motivo/), "   ");
    await user.click(screen.getByRole("button", { name: "Condonar recargo" }));
    expect(screen.getByText("El motivo es requerido")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Motivo/), "Licencia médica");
    await user.click(screen.getByRole("button", { name: "Condonar recargo" }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const sent = sentRequest(fetchMock);
    expect(sent.url).toContain("/api/students/7/fee-waivers");
    expect(sent.body).toEqual({ month: "2026-07", reason: "Licencia médica" });
  });

  it("stays open with the server's Spanish message when it refuses", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        jsonResponse(409, {
          message: "El recargo de ese mes ya fue condonado para este estudiante",
          details: { errorType: "DUPLICATE_WAIVER", field: "month" },
        }),
      ),
    );
    const user = userEvent.setup();
    const onOpenChange = renderDialog();
    await user.type(screen.getByLabelText(/Motivo/), "Otra vez");
    await user.click(screen.getByRole("button", { name: "Condonar recargo" }));
    expect(
      await screen.findByText("El recargo de ese mes ya fue condonado para este estudiante"),
    ).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
