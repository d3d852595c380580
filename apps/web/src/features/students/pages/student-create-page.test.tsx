import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderRoute } from "@/test/render-route";
import { stubApi } from "@/test/stub-api";
import { StudentCreatePage } from "./student-create-page";

describe("StudentCreatePage", () => {
  it("opens the new student's page after 'Crear Estudiante', not the list", async () => {
    stubApi((path, init) => {
      if (path !== "/api/students" || init?.method !== "POST") return undefined;
      const body = JSON.parse(String(init.body));
      return jsonResponse(201, { id: 42, ...body, fullName: "Sofía Muñoz", classIds: [] });
    });
    const user = userEvent.setup();
    renderRoute(<StudentCreatePage />, { path: "/students/new" });
    await user.type(screen.getByLabelText(/^Nombre \*$/), "Sofía");
    await user.type(screen.getByLabelText(/^Apellido \*$/), "Muñoz");
    await user.type(screen.getByLabelText(/^Fecha de nacimiento \*$/), "14-03-2009");
    await user.click(screen.getByRole("button", { name: "Crear Estudiante" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/students/42");
  });
});
