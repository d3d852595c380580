import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { getToken, setToken } from "@/lib/session-token";
import { jsonResponse } from "@/test/render-route";
import { AuthProvider, useAuth } from "./auth-context";
import { RedirectIfAuthenticated, RequireAuth } from "./route-guards";
import { displayName } from "./session-user";

function SessionProbe() {
  const { status, user } = useAuth();
  return (
    <p>
      {status}:{user ? `${user.username}/${displayName(user)}` : "nadie"}
    </p>
  );
}

function renderWithAuth(children: ReactNode) {
  const queryClient = new QueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>,
  );
}

describe("session restore", () => {
  it("starts signed out without a stored token, without asking the server", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);

    renderWithAuth(<SessionProbe />);

    expect(screen.getByText("anonymous:nadie")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("restores the session of a stored token from /api/auth/me", async () => {
    setToken("good-token");
    const fetchMock = vi.fn(async (_url: string) =>
      jsonResponse(200, { id: 1, username: "carla", name: "Carla Muñoz", email: null }),
    );
    vi.stubGlobal("fetch", fetchMock);

    renderWithAuth(<SessionProbe />);

    expect(screen.getByText("restoring:nadie")).toBeInTheDocument();
    expect(await screen.findByText("authenticated:carla/Carla Muñoz")).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/auth/me");
  });

  it("drops a token the server rejects", async () => {
    setToken("expired-token");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(401, { message: "Token expirado" })),
    );

    renderWithAuth(<SessionProbe />);

    expect(await screen.findByText("anonymous:nadie")).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it("keeps the session as 'admin' when the server cannot be reached", async () => {
    setToken("good-token");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );

    renderWithAuth(<SessionProbe />);

    expect(await screen.findByText("authenticated:admin/Usuario")).toBeInTheDocument();
    expect(getToken()).toBe("good-token");
  });
});

function renderRoutes(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/", element: <p>Página pública</p> },
      {
        path: "/login",
        element: (
          <RedirectIfAuthenticated>
            <p>Formulario de ingreso</p>
          </RedirectIfAuthenticated>
        ),
      },
      {
        path: "/dashboard",
        element: (
          <RequireAuth>
            <LogoutButton />
          </RequireAuth>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  renderWithAuth(<RouterProvider router={router} />);
  return router;
}

function LogoutButton() {
  const { logout } = useAuth();
  return (
    <button type="button" onClick={() => void logout()}>
      Salir
    </button>
  );
}

describe("route guards", () => {
  it("sends a visitor without a session from a protected page to /", async () => {
    vi.stubGlobal("fetch", vi.fn());

    const router = renderRoutes("/dashboard");

    expect(await screen.findByText("Página pública")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("shows a spinner while the session is restored, then the page", async () => {
    setToken("good-token");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(200, { username: "admin" })),
    );

    renderRoutes("/dashboard");

    expect(screen.getByRole("status")).toHaveTextContent("Restaurando sesión…");
    expect(await screen.findByRole("button", { name: "Salir" })).toBeInTheDocument();
  });

  it("sends a signed-in visitor from /login to /dashboard", async () => {
    setToken("good-token");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(200, { username: "admin" })),
    );

    const router = renderRoutes("/login");

    expect(await screen.findByRole("button", { name: "Salir" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
  });

  it("logging out clears the token even when the server call fails", async () => {
    setToken("good-token");
    const fetchMock = vi.fn(async (url: string) =>
      url === "/api/auth/logout"
        ? jsonResponse(500, { message: "Error interno" })
        : jsonResponse(200, { username: "admin" }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const router = renderRoutes("/dashboard");

    await userEvent.click(await screen.findByRole("button", { name: "Salir" }));

    expect(await screen.findByText("Página pública")).toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(router.state.location.pathname).toBe("/");
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/auth/logout")).toBe(true);
  });
});
