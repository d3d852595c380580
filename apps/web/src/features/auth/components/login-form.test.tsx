import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { LoginCredentials } from "@/entities/session";
import { ApiError } from "@/lib/api-client";
import { heldSubmit } from "@/test/held-submit";
import { LoginForm } from "./login-form";

const USERNAME_REQUIRED = "El nombre de usuario es requerido";
const USERNAME_TOO_SHORT = "El nombre de usuario debe tener al menos 3 caracteres";
const PASSWORD_REQUIRED = "La contraseña es requerida";

function setup(
  onSubmit: (credentials: LoginCredentials) => Promise<unknown> = vi.fn(async () => undefined),
) {
  const user = userEvent.setup();
  render(<LoginForm onSubmit={onSubmit} />);
  return {
    user,
    onSubmit,
    username: screen.getByLabelText("Nombre de Usuario"),
    password: screen.getByLabelText("Contraseña"),
    submit: screen.getByRole("button", { name: "Iniciar Sesión" }),
  };
}

describe("LoginForm validation", () => {
  it("requires a username and a password, without calling the server", async () => {
    const { user, submit, onSubmit, username, password } = setup();

    await user.click(submit);

    expect(await screen.findByText(USERNAME_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_REQUIRED)).toBeInTheDocument();
    expect(username).toHaveAttribute("aria-invalid", "true");
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(username).toHaveAccessibleDescription(USERNAME_REQUIRED);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("asks for at least 3 characters in the username", async () => {
    const { user, submit, username, password, onSubmit } = setup();

    await user.type(username, "ab");
    await user.type(password, "secreta");
    await user.click(submit);

    expect(await screen.findByText(USERNAME_TOO_SHORT)).toBeInTheDocument();
    expect(screen.queryByText(PASSWORD_REQUIRED)).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("clears a field's message as soon as that field is edited", async () => {
    const { user, submit, username, password } = setup();
    await user.click(submit);
    await screen.findByText(USERNAME_REQUIRED);

    await user.type(username, "a");

    expect(screen.queryByText(USERNAME_REQUIRED)).not.toBeInTheDocument();
    // Not re-validated while typing: no "at least 3" message appears mid-word.
    expect(screen.queryByText(USERNAME_TOO_SHORT)).not.toBeInTheDocument();
    expect(screen.getByText(PASSWORD_REQUIRED)).toBeInTheDocument();

    await user.type(password, "x");

    expect(screen.queryByText(PASSWORD_REQUIRED)).not.toBeInTheDocument();
  });

  it("clears the too-short message when the username is edited", async () => {
    const { user, submit, username, password } = setup();
    await user.type(username, "ab");
    await user.type(password, "secreta");
    await user.click(submit);
    await screen.findByText(USERNAME_TOO_SHORT);

    await user.type(username, "c");

    expect(screen.queryByText(USERNAME_TOO_SHORT)).not.toBeInTheDocument();
  });
});

describe("LoginForm submission", () => {
  it("sends the trimmed username and the password", async () => {
    const { user, submit, username, password, onSubmit } = setup();

    await user.type(username, "  admin ");
    await user.type(password, " clave con espacios ");
    await user.click(submit);

    expect(onSubmit).toHaveBeenCalledWith({ username: "admin", password: " clave con espacios " });
  });

  it("disables the submit button while signing in", async () => {
    const { onSubmit, finish } = heldSubmit();
    const { user, submit, username, password } = setup(onSubmit);

    await user.type(username, "admin");
    await user.type(password, "secreta");
    await user.click(submit);

    expect(submit).toBeDisabled();
    finish();
    await vi.waitFor(() => expect(submit).toBeEnabled());
  });

  // The same login refused three ways, each with the message the person sees.
  for (const { when, error, password: typed, shown } of [
    {
      when: "shows the server's message when the login is refused",
      error: new ApiError({
        status: 401,
        message: "Usuario o contraseña incorrectos",
        serverMessage: "Usuario o contraseña incorrectos",
      }),
      password: "equivocada",
      shown: "Usuario o contraseña incorrectos",
    },
    {
      when: "says 'Error de autenticación' when the server gives no message",
      error: new ApiError({ status: 401, message: "Error de conexión con el servidor" }),
      password: "equivocada",
      shown: "Error de autenticación",
    },
    {
      when: "says 'Error inesperado al iniciar sesión' for anything else",
      error: new Error("boom"),
      password: "secreta",
      shown: "Error inesperado al iniciar sesión",
    },
  ]) {
    it(when, async () => {
      const onSubmit = vi.fn(async () => {
        throw error;
      });
      const { user, submit, username, password } = setup(onSubmit);

      await user.type(username, "admin");
      await user.type(password, typed);
      await user.click(submit);

      expect(await screen.findByRole("alert")).toHaveTextContent(shown);
    });
  }
});
