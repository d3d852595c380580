import { ERROR_MESSAGES } from "@nova/domain";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notify } from "@/lib/toast";
import { renderRoute } from "@/test/render-route";
import { PortalLinkButton } from "./portal-link-button";

// Issue 35: without PUBLIC_URL the server refuses to make a portal link (it would have named
// whatever Host the request carried). The desk must read why, not a silent nothing.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("PortalLinkButton", () => {
  it("shows the server's refusal to make a link without PUBLIC_URL, and opens no chat", async () => {
    const message = ERROR_MESSAGES.PUBLIC_URL_REQUIRED;
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message, details: { errorType: "PUBLIC_URL_REQUIRED" } }), {
            status: 422,
            headers: { "Content-Type": "application/json" },
          }),
      ),
    );
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    const toastError = vi.spyOn(notify, "error");
    renderRoute(<PortalLinkButton to={{ guardianId: 3 }} phone="987654321" name="Carla Rojas" />);

    await userEvent.click(screen.getByRole("button", { name: "Enlace al portal" }));

    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("No se pudo crear el enlace al portal", {
        description: message,
      }),
    );
    expect(message).toContain("PUBLIC_URL");
    expect(open).not.toHaveBeenCalled();
  });
});
