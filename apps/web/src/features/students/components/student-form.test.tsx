import type { StudentData } from "@nova/domain";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Student } from "@/entities/student";
import { ApiError } from "@/lib/api-client";
import { heldSubmit } from "@/test/held-submit";
import { required } from "@/test/labels";
import { renderForm } from "@/test/render-form";
import {
  EMPTY_STUDENT_FORM,
  StudentForm,
  type StudentFormProps,
  studentFormValues,
} from "./student-form";

const FIRST_NAME_REQUIRED = "El nombre es requerido";
const LAST_NAME_REQUIRED = "El apellido es requerido";
const BIRTH_DATE_REQUIRED = "La fecha de nacimiento es requerida";

function setup(overrides: Partial<StudentFormProps> = {}) {
  const { user, onSubmit } = renderForm<StudentData>(
    (onSubmit) => (
      <StudentForm
        submitLabel="Crear Estudiante"
        cancelTo="/students"
        onSubmit={onSubmit}
        {...overrides}
      />
    ),
    "/students/new",
  );
  return {
    user,
    onSubmit,
    firstName: screen.getByLabelText(required("Nombre")),
    lastName: screen.getByLabelText(required("Apellido")),
    birthDate: screen.getByLabelText(required("Fecha de nacimiento")),
    dni: screen.getByLabelText("RUT"),
    email: screen.getByLabelText("Email"),
    phone: screen.getByLabelText("Teléfono"),
    address: screen.getByLabelText("Dirección"),
    contactName: screen.getByLabelText("Nombre del contacto"),
    contactPhone: screen.getByLabelText("Teléfono del contacto"),
    submit: screen.getByRole("button", { name: "Crear Estudiante" }),
  };
}

/** Types the three required fields (Ana Rojas, born 4 March 2010), as most cases start. */
async function fillRequired(form: ReturnType<typeof setup>) {
  await form.user.type(form.firstName, "Ana");
  await form.user.type(form.lastName, "Rojas");
  await form.user.type(form.birthDate, "04-03-2010");
}

describe("StudentForm validation", () => {
  it("requires first name, last name and birth date, without saving", async () => {
    const { user, submit, onSubmit, firstName } = setup();

    await user.click(submit);

    expect(await screen.findByText(FIRST_NAME_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(LAST_NAME_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(BIRTH_DATE_REQUIRED)).toBeInTheDocument();
    expect(firstName).toHaveAttribute("aria-invalid", "true");
    expect(firstName).toHaveAccessibleDescription(FIRST_NAME_REQUIRED);
    expect(firstName).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("treats a name of only spaces as missing", async () => {
    const { user, submit, firstName, onSubmit } = setup();

    await user.type(firstName, "   ");
    await user.click(submit);

    expect(await screen.findByText(FIRST_NAME_REQUIRED)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("clears a field's message as soon as that field is edited, and only that one", async () => {
    const { user, submit, firstName, birthDate } = setup();
    await user.click(submit);
    await screen.findByText(FIRST_NAME_REQUIRED);

    await user.type(firstName, "A");

    expect(screen.queryByText(FIRST_NAME_REQUIRED)).not.toBeInTheDocument();
    expect(screen.getByText(LAST_NAME_REQUIRED)).toBeInTheDocument();

    await user.type(birthDate, "04-03-2010");
    expect(screen.queryByText(BIRTH_DATE_REQUIRED)).not.toBeInTheDocument();
  });

  it("rejects a RUT with a wrong check digit and an invalid e-mail", async () => {
    const form = setup();
    const { user, submit, dni, email, onSubmit } = form;
    await fillRequired(form);
    await user.type(dni, "12.345.678-9");
    await user.type(email, "ana@");

    await user.click(submit);

    expect(await screen.findByText("El RUT no es válido")).toBeInTheDocument();
    expect(screen.getByText("El email no es válido")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("StudentForm submission", () => {
  it("sends the nine fields trimmed, blanks as null and the RUT in canonical form", async () => {
    const { user, submit, firstName, lastName, birthDate, dni, email, contactName, onSubmit } =
      setup();
    await user.type(firstName, "  Ana María ");
    await user.type(lastName, " Rojas");
    await user.type(birthDate, "04-03-2010");
    await user.type(dni, "12.345.678-5");
    await user.type(email, " ana@correo.cl ");
    await user.type(contactName, "   ");

    await user.click(submit);

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      firstName: "Ana María",
      lastName: "Rojas",
      birthDate: "2010-03-04",
      dni: "12345678-5",
      email: "ana@correo.cl",
      phone: null,
      address: null,
      emergencyContactName: null,
      emergencyContactPhone: null,
    });
  });

  it("disables the submit button while saving", async () => {
    const { onSubmit, finish } = heldSubmit();
    const form = setup({ onSubmit });
    const { user, submit } = form;
    await fillRequired(form);

    await user.click(submit);

    await waitFor(() => expect(submit).toBeDisabled());
    finish();
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it("shows a rejected DNI beside its field and the server's message as a notification", async () => {
    const message = "Ya existe un estudiante con el DNI 12345678-5";
    const onSubmit = vi.fn(async () => {
      throw new ApiError({
        status: 409,
        message,
        serverMessage: message,
        errorType: "DUPLICATE_DNI",
        field: "dni",
      });
    });
    const form = setup({ onSubmit });
    const { user, submit, dni } = form;
    await fillRequired(form);
    await user.type(dni, "12345678-5");

    await user.click(submit);

    await waitFor(() => expect(dni).toHaveAccessibleDescription(message));
    expect(await screen.findByText(message, { selector: "[data-title]" })).toBeInTheDocument();
  });

  it("falls back to 'Error al guardar el estudiante' when the server gives no message", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError({ status: 0, message: "Error de conexión con el servidor" });
    });
    const form = setup({ onSubmit });
    const { user, submit } = form;
    await fillRequired(form);

    await user.click(submit);

    expect(await screen.findByText("Error al guardar el estudiante")).toBeInTheDocument();
  });
});

describe("StudentForm RUT", () => {
  it("calls the field RUT, shows a saved RUT with its dots and sends a typed one canonical", async () => {
    const saved = studentFormValues({
      firstName: "Ana",
      lastName: "Rojas",
      birthDate: "1990-03-04",
      dni: "12345678-5",
    } as Student);
    expect(saved.dni).toBe("12.345.678-5");
    const { user, submit, dni, onSubmit } = setup({ defaultValues: saved });
    await waitFor(() => expect(dni).toHaveValue("12.345.678-5"));
    await user.clear(dni);
    await user.type(dni, "765432103");
    await user.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ dni: "76543210-3" });
  });
});

describe("StudentForm birth date", () => {
  it("shows a saved date as dd-mm-aaaa and sends it back as YYYY-MM-DD", async () => {
    const { user, submit, birthDate, onSubmit } = setup({
      defaultValues: {
        ...EMPTY_STUDENT_FORM,
        firstName: "Ana",
        lastName: "Rojas",
        birthDate: "2010-03-04",
      },
    });
    await waitFor(() => expect(birthDate).toHaveValue("04-03-2010"));
    expect(birthDate).toHaveAccessibleDescription("Formato dd-mm-aaaa.");

    await user.click(submit);

    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ birthDate: "2010-03-04" });
  });

  it("refuses a day that does not exist, or typed month first, and focuses the field", async () => {
    const { user, submit, firstName, lastName, birthDate, onSubmit } = setup();
    await user.type(firstName, "Ana");
    await user.type(lastName, "Rojas");
    await user.type(birthDate, "31-02-2010");

    await user.click(submit);

    expect(await screen.findByText("La fecha de nacimiento no es válida")).toBeInTheDocument();
    expect(birthDate).toHaveFocus();
    await user.clear(birthDate);
    await user.type(birthDate, "03-14-2010");
    await user.click(submit);
    expect(await screen.findByText("La fecha de nacimiento no es válida")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says at once that a future birth date is past the limit", async () => {
    const { user, birthDate } = setup();
    await user.type(birthDate, "01-01-2999");
    expect(birthDate).toHaveAttribute("aria-invalid", "true");
    expect(birthDate.getAttribute("aria-describedby")).toBeTruthy();
    expect(
      await screen.findByText(/^Elige una fecha hasta el \d{2}-\d{2}-\d{4}$/),
    ).toBeInTheDocument();
  });
});
