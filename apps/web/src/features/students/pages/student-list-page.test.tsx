import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Student } from "@/entities/student";
import { SEARCH_DEBOUNCE_MS } from "@/lib/use-list-params";
import { jsonResponse, renderRoute } from "@/test/render-route";
import { stubApi } from "@/test/stub-api";
import { StudentListPage } from "./student-list-page";

const FIRST_NAMES = ["Ana", "Belén", "Camila", "Daniela", "Emilia", "Fernanda"];
const LAST_NAMES = ["Rojas", "Soto", "Vera", "Muñoz", "Pérez"];

/** 30 students, "Ana Rojas 01" … in the order the API sorts them. */
const STUDENTS: Student[] = Array.from({ length: 30 }, (_, index) => {
  const firstName = FIRST_NAMES[index % FIRST_NAMES.length] ?? "Ana";
  const lastName = `${LAST_NAMES[index % LAST_NAMES.length]} ${String(index + 1).padStart(2, "0")}`;
  return {
    id: index + 1,
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    email: `alumna${index + 1}@correo.cl`,
    phone: null,
    dni: null,
    birthDate: "2010-01-01",
    address: null,
    emergencyContactName: null,
    emergencyContactPhone: null,
    avatar: null,
    status: "active",
    classIds: [],
    enrollmentDate: null,
    guardians: [],
  };
});

interface ListRequest {
  search: string | null;
  page: number;
  size: number;
}

/** Stubs the API at the fetch boundary: GET /api/students with search, page, size. */
function stubStudentsApi(respond?: (request: ListRequest) => Response | undefined) {
  const requests: ListRequest[] = [];
  stubApi((path, _init, url) => {
    if (path !== "/api/students") return undefined;
    const request = {
      search: url.searchParams.get("search"),
      page: Number(url.searchParams.get("page")),
      size: Number(url.searchParams.get("size")),
    };
    requests.push(request);
    const custom = respond?.(request);
    if (custom) return custom;
    const term = request.search?.toLowerCase() ?? "";
    const matches = STUDENTS.filter((s) => s.fullName.toLowerCase().includes(term));
    const items = matches.slice((request.page - 1) * request.size, request.page * request.size);
    return jsonResponse(200, items, { "X-Total-Count": String(matches.length) });
  });
  return requests;
}

function renderList(initialEntry = "/students") {
  return renderRoute(<StudentListPage />, { path: "/students", initialEntry });
}

function cardNames(): string[] {
  const list = screen.getByRole("list", { name: "Estudiantes" });
  return within(list)
    .getAllByRole("link")
    .map((link) => link.textContent ?? "");
}

beforeEach(() => {
  window.scrollTo = vi.fn();
});

describe("StudentListPage paging", () => {
  it("shows 12 students per page and the range of the total", async () => {
    const requests = stubStudentsApi();
    renderList();

    expect(await screen.findByText("Mostrando 1-12 de 30 estudiantes")).toBeInTheDocument();
    expect(cardNames()).toHaveLength(12);
    expect(cardNames()[0]).toBe("Ana Rojas 01");
    expect(requests[0]).toEqual({ search: null, page: 1, size: 12 });
  });

  it("moves with Siguiente, the numbered pages and Anterior", async () => {
    const requests = stubStudentsApi();
    const user = userEvent.setup();
    renderList();
    await screen.findByText("Mostrando 1-12 de 30 estudiantes");
    const pagination = screen.getByRole("navigation", { name: "Paginación" });
    expect(within(pagination).getByRole("button", { name: "Anterior" })).toBeDisabled();

    await user.click(within(pagination).getByRole("button", { name: "Siguiente" }));

    expect(await screen.findByText("Mostrando 13-24 de 30 estudiantes")).toBeInTheDocument();
    expect(cardNames()[0]).toBe(STUDENTS[12]?.fullName);
    expect(requests.at(-1)).toEqual({ search: null, page: 2, size: 12 });
    expect(within(pagination).getByRole("button", { name: "Página 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await user.click(within(pagination).getByRole("button", { name: "Página 3" }));

    expect(await screen.findByText("Mostrando 25-30 de 30 estudiantes")).toBeInTheDocument();
    expect(cardNames()).toHaveLength(6);
    expect(within(pagination).getByRole("button", { name: "Siguiente" })).toBeDisabled();

    await user.click(within(pagination).getByRole("button", { name: "Anterior" }));

    expect(await screen.findByText("Mostrando 13-24 de 30 estudiantes")).toBeInTheDocument();
  });
});

describe("StudentListPage search", () => {
  it(`asks the server only once typing has stopped for ${SEARCH_DEBOUNCE_MS} ms`, async () => {
    const requests = stubStudentsApi();
    const user = userEvent.setup();
    renderList();
    await screen.findByText("Mostrando 1-12 de 30 estudiantes");

    await user.type(screen.getByPlaceholderText("Buscar por nombre, email o DNI..."), "camila");
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS - 150));

    expect(requests.filter((r) => r.search !== null)).toHaveLength(0);

    await screen.findByText("Mostrando 1-5 de 5 estudiantes");
    expect(requests.filter((r) => r.search !== null)).toEqual([
      { search: "camila", page: 1, size: 12 },
    ]);
    expect(cardNames().every((name) => name.startsWith("Camila"))).toBe(true);
  });

  it("goes back to page 1 when the search changes", async () => {
    const requests = stubStudentsApi();
    const user = userEvent.setup();
    renderList("/students?page=2");
    await screen.findByText("Mostrando 13-24 de 30 estudiantes");

    await user.type(screen.getByPlaceholderText("Buscar por nombre, email o DNI..."), "a");

    await waitFor(() => expect(requests.at(-1)).toEqual({ search: "a", page: 1, size: 12 }));
    const matches = STUDENTS.filter((s) => s.fullName.toLowerCase().includes("a")).length;
    expect(await screen.findByText(`Mostrando 1-12 de ${matches} estudiantes`)).toBeInTheDocument();
  });

  it("clears the search with the clear button and shows everyone again", async () => {
    stubStudentsApi();
    const user = userEvent.setup();
    renderList("/students?q=belen");
    const box = screen.getByPlaceholderText("Buscar por nombre, email o DNI...");
    expect(box).toHaveValue("belen");

    await user.click(screen.getByRole("button", { name: "Limpiar búsqueda" }));

    expect(box).toHaveValue("");
    expect(await screen.findByText("Mostrando 1-12 de 30 estudiantes")).toBeInTheDocument();
  });

  it("says 'No hay estudiantes' when nothing matches", async () => {
    stubStudentsApi();
    renderList("/students?q=zzz");

    expect(await screen.findByRole("heading", { name: "No hay estudiantes" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ver todos los estudiantes" })).toBeInTheDocument();
  });
});

describe("StudentListPage states", () => {
  it("offers to add the first student when there are none", async () => {
    stubStudentsApi(() => jsonResponse(200, [], { "X-Total-Count": "0" }));
    renderList();

    expect(await screen.findByRole("heading", { name: "No hay estudiantes" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Agregar estudiante" })).toHaveAttribute(
      "href",
      "/students/new",
    );
  });

  it("shows 'Error al cargar estudiantes' and loads again with Reintentar", async () => {
    let fail = true;
    stubStudentsApi(() =>
      fail ? jsonResponse(500, { message: "Error interno del servidor" }) : undefined,
    );
    const user = userEvent.setup();
    renderList();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error al cargar estudiantes");
    expect(alert).toHaveTextContent("Error interno del servidor");

    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Reintentar" }));

    expect(await screen.findByText("Mostrando 1-12 de 30 estudiantes")).toBeInTheDocument();
  });
});
