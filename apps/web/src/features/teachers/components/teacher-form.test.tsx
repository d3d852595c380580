import type { TeacherData } from "@nova/domain";
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { clearToken, setToken } from "@/lib/session-token";
import { heldSubmit } from "@/test/held-submit";
import { required } from "@/test/labels";
import { renderForm } from "@/test/render-form";
import {
  FORBIDDEN_ON_SAVE,
  SESSION_EXPIRED_BEFORE_SAVE,
  SESSION_EXPIRED_ON_SAVE,
  TeacherForm,
  type TeacherFormProps,
} from "./teacher-form";

/** A JWT whose `exp` is `secondsFromNow` away (the form only reads the claim). */
function tokenExpiringIn(secondsFromNow: number): string {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + secondsFromNow }));
  return `header.${payload.replace(/=+$/, "")}.signature`;
}

function setup(overrides: Partial<TeacherFormProps> = {}) {
  const onSessionExpired = vi.fn();
  const { user, onSubmit } = renderForm<TeacherData>(
    (onSubmit) => (
      <TeacherForm
        submitLabel="Crear Profesora"
        cancelTo="/teachers"
        onSubmit={onSubmit}
        onSessionExpired={onSessionExpired}
        {...overrides}
      />
    ),
    "/teachers/new",
  );
  return {
    user,
    onSubmit: overrides.onSubmit ?? onSubmit,
    onSessionExpired,
    firstName: screen.getByLabelText(required("Nombre")),
    lastName: screen.getByLabelText(required("Apellido")),
    email: screen.getByLabelText(required("Email")),
    phone: screen.getByLabelText(required("Teléfono")),
    address: screen.getByLabelText("Dirección (opcional)"),
    owner: screen.getByRole("checkbox", { name: /Es propietaria del estudio/ }),
    submit: screen.getByRole("button", { name: "Crear Profesora" }),
  };
}

async function fillValid(form: ReturnType<typeof setup>) {
  await form.user.type(form.firstName, "Carla");
  await form.user.type(form.lastName, "Muñoz");
  await form.user.type(form.email, "carla@nova.cl");
  await form.user.type(form.phone, "+56 9 1234 5678");
}

beforeEach(() => {
  setToken(tokenExpiringIn(3600));
});

describe("TeacherForm validation", () => {
  it("requires name, last name, e-mail and phone, without saving", async () => {
    const { user, submit, onSubmit, email } = setup();

    await user.click(submit);

    expect(await screen.findByText("El nombre es requerido")).toBeInTheDocument();
    expect(screen.getByText("El apellido es requerido")).toBeInTheDocument();
    expect(screen.getByText("El email es requerido")).toBeInTheDocument();
    expect(screen.getByText("El teléfono es requerido")).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription("El email es requerido");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("rejects an e-mail that is not an address", async () => {
    const form = setup();
    await fillValid(form);
    await form.user.clear(form.email);
    await form.user.type(form.email, "carla-arroba-nova");

    await form.user.click(form.submit);

    expect(await screen.findByText("El email no es válido")).toBeInTheDocument();
    expect(form.onSubmit).not.toHaveBeenCalled();
  });

  it("clears a field's message when that field is edited", async () => {
    const { user, submit, phone } = setup();
    await user.click(submit);
    await screen.findByText("El teléfono es requerido");

    await user.type(phone, "2");

    expect(screen.queryByText("El teléfono es requerido")).not.toBeInTheDocument();
    expect(screen.getByText("El nombre es requerido")).toBeInTheDocument();
  });

  it("explains that owners get 100% of their classes' compensation", () => {
    const { owner } = setup();

    expect(owner).toHaveAccessibleDescription(/reciben el 100% de la compensación/);
  });
});

describe("TeacherForm submission", () => {
  it("sends trimmed values, a blank address as null and the owner flag", async () => {
    const form = setup();
    await form.user.type(form.firstName, "  Carla ");
    await form.user.type(form.lastName, "Muñoz  ");
    await form.user.type(form.email, " carla@nova.cl ");
    await form.user.type(form.phone, " +56 9 1234 5678 ");
    await form.user.type(form.address, "   ");
    await form.user.click(form.owner);

    await form.user.click(form.submit);

    await waitFor(() => expect(form.onSubmit).toHaveBeenCalledTimes(1));
    expect(vi.mocked(form.onSubmit).mock.calls[0]?.[0]).toEqual({
      firstName: "Carla",
      lastName: "Muñoz",
      email: "carla@nova.cl",
      phone: "+56 9 1234 5678",
      address: null,
      rut: null,
      isStudioOwner: true,
    });
  });

  it("sends her rate and the day it takes effect when given, and refuses a rate above 100", async () => {
    const form = setup();
    await fillValid(form);
    const percent = screen.getByLabelText(/Porcentaje de compensación/);
    await form.user.type(percent, "101");
    await form.user.click(form.submit);
    expect(await screen.findByText(/entre 0 y 100/)).toBeInTheDocument();
    expect(form.onSubmit).not.toHaveBeenCalled();

    await form.user.clear(percent);
    await form.user.type(percent, "60");
    await form.user.type(screen.getByLabelText(/Vigente desde/), "01-08-2026");
    await form.user.click(form.submit);
    await waitFor(() => expect(form.onSubmit).toHaveBeenCalledTimes(1));
    expect(vi.mocked(form.onSubmit).mock.calls[0]?.[0]).toMatchObject({
      compensationPercent: 60,
      compensationFrom: "2026-08-01",
    });
  });

  it("checks the session before saving: an expired token logs out instead of saving", async () => {
    setToken(tokenExpiringIn(-60));
    const form = setup();
    await fillValid(form);

    await form.user.click(form.submit);

    expect(await screen.findByText(SESSION_EXPIRED_BEFORE_SAVE)).toBeInTheDocument();
    expect(form.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(form.onSubmit).not.toHaveBeenCalled();
  });

  it("on a 403 that ended the session, says so and logs out", async () => {
    const onSubmit = vi.fn(async () => {
      // The API client drops the token of a rejected session before the form sees the error.
      clearToken();
      throw new ApiError({
        status: 403,
        message: "Acceso denegado",
        serverMessage: "Acceso denegado",
      });
    });
    const form = setup({ onSubmit });
    await fillValid(form);

    await form.user.click(form.submit);

    expect(await screen.findByText(SESSION_EXPIRED_ON_SAVE)).toBeInTheDocument();
    expect(form.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it("on a 403 with the session still there, shows the server's message or the 403 text", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError({ status: 403, message: "x", errorType: "INSUFFICIENT_PERMISSIONS" });
    });
    const form = setup({ onSubmit });
    await fillValid(form);

    await form.user.click(form.submit);

    expect(await screen.findByText(FORBIDDEN_ON_SAVE)).toBeInTheDocument();
    expect(form.onSessionExpired).not.toHaveBeenCalled();
  });

  it("shows other failures with the server's message, else 'Error al guardar la profesora'", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError({ status: 500, message: "Error de conexión con el servidor" });
    });
    const form = setup({ onSubmit });
    await fillValid(form);

    await form.user.click(form.submit);

    expect(await screen.findByText("Error al guardar la profesora")).toBeInTheDocument();
  });

  it("disables the submit button while saving", async () => {
    const { onSubmit, finish } = heldSubmit();
    const form = setup({ onSubmit });
    await fillValid(form);

    await form.user.click(form.submit);

    await waitFor(() => expect(form.submit).toBeDisabled());
    finish();
    await waitFor(() => expect(form.submit).toBeEnabled());
  });
});
