import type { ClassData } from "@nova/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { renderForm } from "@/test/render-form";
import type { DanceClass } from "../class";
import { ClassForm, type ClassFormProps, classFormValues } from "./class-form";

function setup(overrides: Partial<ClassFormProps> = {}) {
  const { user, onSubmit } = renderForm<ClassData>(
    (onSubmit) => (
      <ClassForm submitLabel="Crear Clase" cancelTo="/classes" onSubmit={onSubmit} {...overrides} />
    ),
    "/classes/new",
  );
  return {
    user,
    onSubmit,
    name: screen.getByLabelText(/^Nombre/),
    price: screen.getByLabelText(/^Precio mensual/),
    duration: screen.getByLabelText(/^Duración/),
    submit: screen.getByRole("button", { name: "Crear Clase" }),
    rows: () => within(screen.getByRole("group", { name: "Horarios" })).getAllByRole("listitem"),
  };
}

const saved: DanceClass = {
  id: 7,
  name: "Jazz Avanzado",
  description: null,
  type: "JAZZ",
  status: "scheduled",
  price: 30_000,
  durationHours: 2,
  maxStudents: 12,
  level: null,
  minAge: null,
  maxAge: null,
  showPrice: true,
  schedules: [
    { dayOfWeek: "THURSDAY", startHour: 19, startMinute: 45 },
    { dayOfWeek: "TUESDAY", startHour: 7, startMinute: 15 },
  ],
  teacherIds: [],
  teacher: null,
  teachers: [],
  studentIds: [],
  enrolledStudents: 0,
  monthlyRevenue: 0,
};

describe("ClassForm", () => {
  it("starts with one schedule row at 18:00 and a duration of 1,5 horas", () => {
    const form = setup();
    expect(form.duration).toHaveValue("1.5");
    expect(form.duration).toHaveDisplayValue("1,5 horas");
    expect(form.rows()).toHaveLength(1);
    expect(screen.getByLabelText("Hora del horario 1")).toHaveDisplayValue("18");
    expect(screen.getByLabelText("Minuto del horario 1")).toHaveDisplayValue("00");
  });

  it("offers start hours 06 to 23 and minutes 00, 15, 30 and 45 only", () => {
    setup();
    const hours = within(screen.getByLabelText("Hora del horario 1")).getAllByRole("option");
    expect(hours.map((option) => option.textContent)).toEqual(
      Array.from({ length: 18 }, (_, i) => String(i + 6).padStart(2, "0")),
    );
    const minutes = within(screen.getByLabelText("Minuto del horario 1")).getAllByRole("option");
    expect(minutes.map((option) => option.textContent)).toEqual(["00", "15", "30", "45"]);
  });

  it("shows the messages of docs/product/contract-texts.md#validation for a missing name and price and saves nothing", async () => {
    const form = setup();
    await form.user.click(form.submit);

    expect(await screen.findByText("El nombre de la clase es requerido")).toBeInTheDocument();
    expect(screen.getByText("El precio debe ser mayor a 0")).toBeInTheDocument();
    expect(form.onSubmit).not.toHaveBeenCalled();
    expect(form.name).toHaveFocus();
  });

  it("rejects a price of 0 and clears the message when the price is edited", async () => {
    const form = setup();
    await form.user.type(form.name, "Salsa");
    await form.user.type(form.price, "0");
    await form.user.click(form.submit);
    expect(await screen.findByText("El precio debe ser mayor a 0")).toBeInTheDocument();

    await form.user.type(form.price, "5");
    expect(screen.queryByText("El precio debe ser mayor a 0")).toBeNull();
  });

  it("adds and removes schedule rows but always keeps one", async () => {
    const form = setup();
    const removeFirst = screen.getByRole("button", { name: "Quitar horario 1" });
    expect(removeFirst).toBeDisabled();

    await form.user.click(screen.getByRole("button", { name: "Agregar horario" }));
    expect(form.rows()).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Quitar horario 1" })).toBeEnabled();

    await form.user.click(screen.getByRole("button", { name: "Quitar horario 2" }));
    expect(form.rows()).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Quitar horario 1" })).toBeDisabled();
  });

  it("sends numbers, the chosen duration and every schedule row", async () => {
    const form = setup();
    await form.user.type(form.name, "  Ballet Inicial ");
    await form.user.type(form.price, "25000");
    await form.user.selectOptions(form.duration, "2,5 horas");
    await form.user.click(screen.getByRole("button", { name: "Agregar horario" }));
    await form.user.selectOptions(screen.getByLabelText(/^Día del horario 2/), "Miércoles");
    await form.user.selectOptions(screen.getByLabelText("Hora del horario 2"), "06");
    await form.user.selectOptions(screen.getByLabelText("Minuto del horario 2"), "45");
    await form.user.click(form.submit);

    await waitFor(() => expect(form.onSubmit).toHaveBeenCalledOnce());
    expect(form.onSubmit.mock.calls[0]?.[0]).toEqual({
      name: "Ballet Inicial",
      description: null,
      type: null,
      status: "active",
      price: 25_000,
      durationHours: 2.5,
      maxStudents: 20,
      // Issue 28: the public page's fields, at their defaults.
      level: null,
      minAge: null,
      maxAge: null,
      showPrice: true,
      schedules: [
        { dayOfWeek: "MONDAY", startHour: 18, startMinute: 0 },
        { dayOfWeek: "WEDNESDAY", startHour: 6, startMinute: 45 },
      ],
    });
  });

  it("keeps an edited class's schedules exactly, in week order, when saved untouched", async () => {
    const form = setup({ defaultValues: classFormValues(saved), submitLabel: "Crear Clase" });
    expect(form.rows()).toHaveLength(2);
    await form.user.click(form.submit);

    await waitFor(() => expect(form.onSubmit).toHaveBeenCalledOnce());
    expect(form.onSubmit.mock.calls[0]?.[0]).toMatchObject({
      type: "JAZZ",
      status: "scheduled",
      durationHours: 2,
      maxStudents: 12,
      schedules: [
        { dayOfWeek: "TUESDAY", startHour: 7, startMinute: 15 },
        { dayOfWeek: "THURSDAY", startHour: 19, startMinute: 45 },
      ],
    });
  });

  it("shows the server's message when the save is refused", async () => {
    const form = setup({
      onSubmit: async () => {
        throw new ApiError({
          status: 409,
          message: "Ya existe una clase con ese nombre",
          serverMessage: "Ya existe una clase con ese nombre",
        });
      },
    });
    await form.user.type(form.name, "Salsa");
    await form.user.type(form.price, "20000");
    await form.user.click(form.submit);
    expect(await screen.findByText("Ya existe una clase con ese nombre")).toBeInTheDocument();
  });
});
