import { ERROR_MESSAGES } from "@nova/domain";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setToken } from "@/lib/session-token";
import { notify } from "@/lib/toast";
import { createTestQueryClient, jsonResponse, renderRoute } from "@/test/render-route";
import { stubApi } from "@/test/stub-api";
import { PortalLinkButton } from "./portal-link-button";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("PortalLinkButton", () => {
  // Issue 35: without PUBLIC_URL the server refuses to make a portal link (it would have named
  // whatever Host the request carried). The desk must read why, not a silent nothing.
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

  // Issue 36: staff see the message before anything opens, and may copy it or open WhatsApp.
  it("shows the message with its link, copies it, and offers the chat with it ready", async () => {
    setToken("token");
    const url = "https://nova.example/portal/acceso/abc123";
    stubApi((path, init) =>
      path === "/api/guardians/9/portal-link" && init?.method === "POST"
        ? jsonResponse(201, { url, expiresAt: "2026-12-13T00:00:00.000Z" })
        : undefined,
    );
    const open = vi.fn();
    vi.stubGlobal("open", open);
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <PortalLinkButton to={{ guardianId: 9 }} phone="+56 9 8765 4321" name="Daniela Pérez" />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Enlace al portal" }));
    const message = await screen.findByLabelText("Mensaje");
    expect(message).toHaveValue(
      `Hola Daniela, este es tu enlace al portal de la familia (vence en 7 días, úsalo desde tu teléfono): ${url}`,
    );
    // Nothing opened by itself.
    expect(open).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Copiar mensaje" }));
    expect(writeText).toHaveBeenCalledWith((message as HTMLTextAreaElement).value);
    expect(screen.getByRole("button", { name: "Copiado" })).toBeInTheDocument();
    const chat = new URL(
      screen.getByRole("link", { name: "Abrir WhatsApp" }).getAttribute("href") ?? "",
    );
    expect(chat.pathname).toBe("/56987654321");
    expect(chat.searchParams.get("text")).toContain(url);
  });
});
