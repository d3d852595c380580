import {
  addMonths,
  currentMonthInZone,
  DEFAULT_TIME_ZONE,
  formatMonthEs,
  type StudentResponse,
  type TeacherResponse,
  todayInZone,
} from "@nova/domain";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoute } from "@/test/render-route";
import { stubApi } from "@/test/stub-api";
import type { DanceClass } from "../class";
import { StudentPicker, TeacherPicker } from "./class-pickers";

const cls = {
  id: 7,
  name: "Jazz Avanzado",
  teacherIds: [],
  teachers: [],
} as unknown as DanceClass;

const rocio = {
  id: 3,
  fullName: "Rocío Díaz",
  email: "rocio@correo.cl",
  isStudioOwner: false,
} as unknown as TeacherResponse;

const today = todayInZone(new Date(), DEFAULT_TIME_ZONE);
const month = currentMonthInZone(new Date(), DEFAULT_TIME_ZONE);
const firstMonth = addMonths(month, -6);

/** Stubs the API at the fetch boundary; `assign` answers POST /api/teachers/assign. */
function setup(assign: () => Response = () => jsonResponse(201, {})) {
  const posted: unknown[] = [];
  stubApi((path, init) => {
    if (path === "/api/settings") {
      return jsonResponse(200, { system: { timeZone: DEFAULT_TIME_ZONE, firstMonth } });
    }
    if (path === "/api/teachers") return jsonResponse(200, [rocio]);
    if (path === "/api/teachers/assign" && init?.method === "POST") {
      posted.push(JSON.parse(String(init.body)));
      return assign();
    }
    return undefined;
  });
  const onOpenChange = vi.fn();
  renderRoute(<TeacherPicker cls={cls} open onOpenChange={onOpenChange} />);
  return { posted, onOpenChange, user: userEvent.setup(), desde: screen.getByLabelText(/^Desde/) };
}

const pick = () => screen.findByRole("button", { name: "Asignar a Rocío Díaz" });

describe("TeacherPicker", () => {
  it("starts 'Desde' at the studio's today, never later, and sends the chosen day", async () => {
    const { posted, onOpenChange, user, desde } = setup();
    expect(desde).toHaveValue(today);
    expect(desde).toHaveAttribute("max", today);

    const lastMonth = `${addMonths(month, -1)}-15`;
    fireEvent.change(desde, { target: { value: lastMonth } });
    await user.click(await pick());

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(posted).toEqual([{ teacherId: 3, classId: 7, assignedFrom: lastMonth }]);
  });

  it("shows the server's refusal under 'Desde' and stays open", async () => {
    const refusal = "La profesora estuvo asignada a esta clase hasta el 14-08-2026";
    const { onOpenChange, user } = setup(() =>
      jsonResponse(409, { errorType: "ASSIGNMENT_OVERLAP", message: refusal }),
    );
    await user.click(await pick());

    expect(await screen.findAllByText(refusal)).not.toHaveLength(0);
    expect(screen.getByLabelText(/^Desde/)).toHaveAttribute("aria-invalid", "true");
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it("refuses a day before the studio's first month without asking the server", async () => {
    const { posted, user, desde } = setup();
    await screen.findByDisplayValue(today);
    await waitFor(() => expect(desde).toHaveAttribute("min", `${firstMonth}-01`));
    fireEvent.change(desde, { target: { value: `${addMonths(firstMonth, -1)}-28` } });

    expect(
      await screen.findByText(
        `La fecha de inicio de la asignación no puede ser anterior al primer mes del estudio (${formatMonthEs(firstMonth)})`,
      ),
    ).toBeInTheDocument();
    await user.click(await pick());
    expect(posted).toEqual([]);
  });
});

describe("StudentPicker", () => {
  const students = [
    { id: 1, firstName: "Ana", lastName: "Núñez K7M2Q", fullName: "Ana Núñez K7M2Q", phone: null },
    {
      id: 2,
      firstName: "Bea",
      lastName: "Ortiz",
      fullName: "Bea Ortiz",
      phone: "+56 9 7200 1234",
    },
    {
      id: 3,
      firstName: "Carla",
      lastName: "Soto",
      fullName: "Carla Soto",
      phone: "+56 9 5555 0000",
    },
    {
      id: 4,
      firstName: "Sofía",
      lastName: "Castillo Muñoz",
      fullName: "Sofía Castillo Muñoz",
      email: "sofi@correo.cl",
      dni: "12345678-5",
      phone: null,
    },
  ] as unknown as StudentResponse[];
  const open = { ...cls, studentIds: [], enrolledStudents: 0, maxStudents: 20 } as DanceClass;

  function render() {
    stubApi((path) => (path === "/api/students" ? jsonResponse(200, students) : undefined));
    renderRoute(<StudentPicker cls={open} open onOpenChange={vi.fn()} />);
    return {
      user: userEvent.setup(),
      search: screen.getByLabelText("Buscar por nombre o teléfono"),
    };
  }
  const offered = () =>
    screen
      .queryAllByRole("button", { name: /^Inscribir a / })
      .map((b) => b.getAttribute("aria-label"));
  /** Types a search in place of the last one and waits for the people then offered. */
  const searchOffers = async (
    user: UserEvent,
    search: HTMLElement,
    typed: string,
    names: string[],
  ) => {
    await user.clear(search);
    await user.type(search, typed);
    await waitFor(() => expect(offered()).toEqual(names));
  };

  it("finds a phone by its digits, however it is written", async () => {
    const { user, search } = render();
    await screen.findByRole("button", { name: "Inscribir a Carla Soto" });
    await searchOffers(user, search, "7200-12", ["Inscribir a Bea Ortiz"]);
  });

  it("finds people as the students list does: every word in any order, accents, ñ, RUT", async () => {
    const { user, search } = render();
    await screen.findByRole("button", { name: "Inscribir a Carla Soto" });
    await searchOffers(user, search, "Sofía Muñoz", ["Inscribir a Sofía Castillo Muñoz"]);
    await searchOffers(user, search, "MUNOZ sofia", ["Inscribir a Sofía Castillo Muñoz"]);
    await searchOffers(user, search, "12.345.678", ["Inscribir a Sofía Castillo Muñoz"]);
  });

  it("reads a search with letters as a name, never as the digits inside it", async () => {
    const { user, search } = render();
    await screen.findByRole("button", { name: "Inscribir a Carla Soto" });
    // "K7M2Q" holds a 7 and a 2, as Bea's phone does: only Ana is named so.
    await searchOffers(user, search, "k7m2q", ["Inscribir a Ana Núñez K7M2Q"]);
  });
});
