import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoute } from "@/test/render-route";
import { StudentCreatePage } from "./student-create-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("StudentCreatePage", () => {
  it("opens the new student's page after 'Crear Estudiante', not the list", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string, init?: RequestInit) => {
        const path = new URL(input, "http://localhost").pathname;
        if (path === "/api/students" && init?.method === "POST") {
          const body = JSON.parse(String(init.body));
          return jsonResponse(201, { id: 42, ...body, fullName: "Sofía Muñoz", classIds: [] });
        }
        return jsonResponse(404, { message: "No existe" });
      }),
    );
    const user = userEvent.setup();
    renderRoute(<StudentCreatePage />, { path: "/students/new" });
    await user.type(screen.getByLabelText(/^Nombre \*$/), "Sofía");
    await user.type(screen.getByLabelText(/^Apellido \*$/), "Muñoz");
    await user.type(screen.getByLabelText(/^Fecha de nacimiento \*$/), "14-03-2009");
    await user.click(screen.getByRole("button", { name: "Crear Estudiante" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/students/42");
  });
});
