import type { StudentData } from "@nova/domain";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { required } from "@/test/labels";
import { renderForm } from "@/test/render-form";
import { StudentForm } from "./student-form";

function setup() {
  return renderForm<StudentData>(
    (onSubmit) => (
      <StudentForm submitLabel="Crear Estudiante" cancelTo="/students" onSubmit={onSubmit} />
    ),
    "/students/new",
  );
}

describe("StudentForm guardians", () => {
  it("sends a new guardian of a minor, her phone in the normal form and paying", async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText(required("Nombre")), "Sofía");
    await user.type(screen.getByLabelText(required("Apellido")), "Muñoz");
    await user.type(screen.getByLabelText(required("Fecha de nacimiento")), "02-04-2016");
    expect(
      await screen.findByText(/Menor de edad: debe tener al menos un apoderado/),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Nuevo apoderado" }));
    await user.type(screen.getByLabelText(required("Nombre completo")), "Ángela Muñoz");
    await user.type(screen.getByLabelText(required("Teléfono")), "987654321");
    expect(screen.getByRole("radio", { name: "Responsable de pago" })).toBeChecked();

    await user.click(screen.getByRole("button", { name: "Crear Estudiante" }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].guardians).toEqual([
      {
        guardian: {
          fullName: "Ángela Muñoz",
          rut: null,
          phone: "+56 9 8765 4321",
          email: null,
          address: null,
        },
        relationship: "madre",
        isPayer: true,
      },
    ]);
  });

  it("shows a wrong RUT and phone of a new guardian on their fields, without saving", async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText(required("Nombre")), "Ana");
    await user.type(screen.getByLabelText(required("Apellido")), "Rojas");
    await user.type(screen.getByLabelText(required("Fecha de nacimiento")), "02-04-2000");
    expect(screen.getByText(/Opcional para mayores de edad/)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Nuevo apoderado" }));
    await user.type(screen.getByLabelText(required("Nombre completo")), "Rosa Rojas");
    // The student's own field is also 'RUT' (issue 25): the guardian's is the last one.
    const guardianRut = screen.getAllByLabelText("RUT").at(-1) as HTMLElement;
    await user.type(guardianRut, "12.345.678-9");
    await user.type(screen.getByLabelText(required("Teléfono")), "12");
    await user.click(screen.getByRole("button", { name: "Crear Estudiante" }));
    expect(await screen.findByText(/El RUT no es válido/)).toBeVisible();
    expect(screen.getByText(/El teléfono no es válido/)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
