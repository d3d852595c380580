import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { AuthProvider } from "@/entities/session";
import { setToken } from "@/lib/session-token";
import { createTestQueryClient, jsonResponse } from "@/test/render-route";
import { stubApi } from "@/test/stub-api";
import { StudentScholarships } from "./student-scholarships";

const beca = {
  id: 3,
  studentId: 7,
  kind: "percent",
  value: 50,
  fromMonth: "2026-03",
  toMonth: "2026-12",
  reason: "Beca deportiva",
  createdAt: "2026-03-01T12:00:00.000Z",
  createdBy: 1,
  endedAt: null,
  endedBy: null,
  endReason: null,
  endMonth: null,
};

/** The card signed in as `role`; the server's answers by method and path. */
function renderCard(role: "admin" | "staff") {
  setToken("token");
  const fetchMock = stubApi((path, init) => {
    if (path === "/api/auth/me") {
      return jsonResponse(200, { id: 1, username: "ana", name: "Ana", email: null, role });
    }
    if (path === "/api/students/7/scholarships" && init?.method === "POST") {
      return jsonResponse(201, { ...beca, id: 4, ...JSON.parse(String(init.body)) });
    }
    if (path === "/api/students/7/scholarships") return jsonResponse(200, [beca]);
    return undefined;
  });
  const router = createMemoryRouter(
    [{ path: "/students/7", element: <StudentScholarships studentId={7} /> }],
    { initialEntries: ["/students/7"] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe("StudentScholarships", () => {
  it("shows staff the scholarships without the admin's form or buttons", async () => {
    renderCard("staff");
    expect(await screen.findByText(/50 % · de marzo 2026 a diciembre 2026/)).toBeInTheDocument();
    expect(screen.getByText("Motivo: Beca deportiva")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Agregar beca" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Terminar/ })).not.toBeInTheDocument();
  });

  it("lets an admin add one, refusing a percent over 100 with the schema's message", async () => {
    const fetchMock = renderCard("admin");
    const user = userEvent.setup();
    const add = await screen.findByRole("button", { name: "Agregar beca" });
    await user.type(screen.getByLabelText(/Valor/), "150");
    await user.type(screen.getByLabelText(/^Motivo/), "Hermana becada");
    await user.click(add);
    expect(await screen.findByText("El porcentaje va de 1 a 100")).toBeInTheDocument();
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");
    expect(posts()).toHaveLength(0);

    await user.clear(screen.getByLabelText(/Valor/));
    await user.type(screen.getByLabelText(/Valor/), "20");
    await user.click(add);
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    const [, init] = posts()[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      kind: "percent",
      value: 20,
      toMonth: null,
      reason: "Hermana becada",
    });
  });
});
