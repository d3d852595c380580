import { render, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { expect, it, vi } from "vitest";
import { ConsoleRouteError } from "./console-route-error";

it("shows a screen whose code cannot be loaded as the connection error inside the layout", async () => {
  // The server is down (a restart): no reload, the connection error with 'Reintentar'.
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    }),
  );
  const router = createMemoryRouter(
    [
      {
        element: (
          <div>
            <nav aria-label="Navegación principal">Clases</nav>
            <Outlet />
          </div>
        ),
        children: [
          {
            ErrorBoundary: ConsoleRouteError,
            children: [
              {
                path: "/classes",
                lazy: async () => {
                  throw new TypeError(
                    "Failed to fetch dynamically imported module: /assets/class-list-page-1a2b.js",
                  );
                },
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: ["/classes"] },
  );
  render(<RouterProvider router={router} />);

  expect(await screen.findByRole("alert")).toHaveTextContent("Error de conexión con el servidor");
  expect(screen.getByRole("button", { name: "Reintentar" })).toBeInTheDocument();
  expect(screen.getByRole("navigation", { name: "Navegación principal" })).toBeInTheDocument();
});
