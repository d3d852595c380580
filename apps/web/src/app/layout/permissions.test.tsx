import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ConsoleLayout } from "@/app/layout/console-layout";
import { AdminOnly, AuthProvider, isAdminOnlyPath } from "@/entities/session";
import { setToken } from "@/lib/session-token";
import { createTestQueryClient, jsonResponse } from "@/test/render-route";
import { stubApi } from "@/test/stub-api";

/** The console at `path`, signed in as a user of `role` (answered by /api/auth/me). */
function renderConsole(path: string, role: "admin" | "staff") {
  setToken("token");
  stubApi((path) =>
    path === "/api/auth/me"
      ? jsonResponse(200, { id: 1, username: "ana", name: "Ana", email: null, role })
      : undefined,
  );
  const screenOf = (text: string) => <p>{text}</p>;
  const router = createMemoryRouter(
    [
      {
        element: <ConsoleLayout />,
        children: [
          { path: "/dashboard", element: screenOf("Panel") },
          { path: "/settings", element: screenOf("Pantalla de configuración") },
          { path: "/classes/:id/edit", element: screenOf("Formulario de la clase") },
          {
            path: "/classes/:id",
            element: (
              <>
                <p>Detalle de la clase</p>
                <AdminOnly>
                  <button type="button">Eliminar</button>
                </AdminOnly>
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe("isAdminOnlyPath", () => {
  it.each([
    {
      title: "names the owner's screens, with or without a trailing part",
      adminOnly: true,
      paths: [
        "/settings",
        "/reports/teacher-compensation",
        "/reports/teacher-compensation/print",
        "/reports/financial",
        "/teachers/new",
        "/teachers/7/edit",
        "/classes/new",
        "/classes/7/edit",
      ],
    },
    {
      title: "leaves reception's screens open",
      adminOnly: false,
      paths: [
        "/dashboard",
        "/students/new",
        "/students/3/edit",
        "/classes",
        "/classes/7",
        "/classes/calendar",
        "/teachers/7",
        "/payments/new",
        "/payments/quick",
        "/reports",
        "/reports/outstanding-payments",
      ],
    },
  ])("$title", ({ adminOnly, paths }) => {
    for (const path of paths) {
      expect(isAdminOnlyPath(path), path).toBe(adminOnly);
    }
  });
});

describe("the console by role", () => {
  it.each([
    { what: "an owner's screen", path: "/settings", shown: "Pantalla de configuración" },
    { what: "a class's edit form", path: "/classes/7/edit", shown: "Formulario de la clase" },
  ])(
    "shows staff a no-permission state on $what, and no link to the owner's screens",
    async ({ path, shown }) => {
      renderConsole(path, "staff");

      expect(
        await screen.findByRole("heading", { name: "No tiene permiso para ver esta página" }),
      ).toBeInTheDocument();
      expect(screen.queryByText(shown)).not.toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Volver al panel" })).toHaveAttribute(
        "href",
        "/dashboard",
      );
      expect(screen.queryByRole("link", { name: "Configuración" })).not.toBeInTheDocument();
    },
  );

  it("shows staff a class's detail without the delete", async () => {
    renderConsole("/classes/7", "staff");
    expect(await screen.findByText("Detalle de la clase")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Eliminar" })).not.toBeInTheDocument();
  });

  it("lets the admin open the owner's screens and see the owner's actions", async () => {
    renderConsole("/settings", "admin");
    expect(await screen.findByText("Pantalla de configuración")).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Configuración" }).length).toBeGreaterThan(0);
  });

  it("shows the admin the delete on a record", async () => {
    renderConsole("/classes/7", "admin");
    expect(await screen.findByRole("button", { name: "Eliminar" })).toBeInTheDocument();
  });
});
