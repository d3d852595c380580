import type { UserResponse } from "@nova/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { AuthProvider } from "@/entities/session";
import { setToken } from "@/lib/session-token";
import { jsonResponse, renderRoute } from "@/test/render-route";
import { stubApi } from "@/test/stub-api";
import { UsersPanel } from "./users-panel";

/** The panel as the owner (OWNER, signed in) sees it. */
function renderPanel() {
  setToken("token");
  return renderRoute(
    <AuthProvider>
      <UsersPanel />
    </AuthProvider>,
  );
}

const OWNER: UserResponse = {
  id: 1,
  username: "admin",
  name: "Carla Dueña",
  email: null,
  role: "admin",
  active: true,
  lastLoginAt: "2026-03-10T13:05:00.000Z",
};
const RECEPTION: UserResponse = {
  id: 2,
  username: "recepcion",
  name: "Rosa Recepción",
  email: null,
  role: "staff",
  active: true,
  lastLoginAt: null,
};

/** How many times the session was asked who is signed in. */
let sessionChecks = 0;

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** The users API at the fetch boundary; `answer` may replace the reply to a write. */
function stubUsersApi(users: UserResponse[], answer?: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  stubApi((path, init) => {
    const method = init?.method ?? "GET";
    const call = { method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    if (path === "/api/users" && method === "GET") return jsonResponse(200, users);
    if (path === "/api/auth/me") {
      sessionChecks += 1;
      return jsonResponse(200, OWNER);
    }
    if (!path.startsWith("/api/users")) return undefined;
    calls.push(call);
    return answer?.(call) ?? jsonResponse(500, { message: "Sin respuesta de prueba" });
  });
  return calls;
}

function row(name: string) {
  const item = screen
    .getAllByRole("listitem")
    .find((li) => within(li).queryByText(name, { selector: "span" }));
  if (!item) throw new Error(`No hay fila de ${name}`);
  return within(item);
}

afterEach(() => {
  sessionChecks = 0;
});

describe("UsersPanel", () => {
  it("lists each account with its role, state and last login in the studio's time", async () => {
    stubUsersApi([OWNER, RECEPTION, { ...RECEPTION, id: 3, name: "Ex", active: false }]);
    renderPanel();

    await screen.findByText("Carla Dueña");
    expect(row("Carla Dueña").getByText("Administradora")).toBeInTheDocument();
    expect(row("Carla Dueña").getByText("10-03-2026 10:05")).toBeInTheDocument();
    expect(row("Rosa Recepción").getByText("Recepción")).toBeInTheDocument();
    expect(row("Rosa Recepción").getByText("Nunca")).toBeInTheDocument();
    expect(row("Ex").getByText("Desactivada")).toBeInTheDocument();
    expect(row("Ex").getByRole("button", { name: /Reactivar/ })).toBeEnabled();
  });

  it("keeps the only active admin from being disabled or demoted", async () => {
    stubUsersApi([OWNER, RECEPTION]);
    renderPanel();

    await screen.findByText("Carla Dueña");
    expect(row("Carla Dueña").getByRole("button", { name: /Desactivar/ })).toBeDisabled();
    expect(row("Carla Dueña").getByRole("button", { name: /Pasar a Recepción/ })).toBeDisabled();
    expect(row("Carla Dueña").getByText(/Única administradora activa/)).toBeInTheDocument();
    // Her own password changes through the top bar: a reset would end her session.
    expect(row("Carla Dueña").getByText("(su cuenta)")).toBeInTheDocument();
    expect(row("Carla Dueña").queryByRole("button", { name: /Nueva contraseña/ })).toBeNull();
    expect(row("Rosa Recepción").getByRole("button", { name: /Desactivar/ })).toBeEnabled();
  });

  /** Opens 'Agregar usuario', fills the name and username and sends it; the dialog. */
  async function addUser(user: UserEvent, name: string, username: string) {
    await user.click(await screen.findByRole("button", { name: "Agregar usuario" }));
    const dialog = screen.getByRole("dialog", { name: "Agregar usuario" });
    await user.type(within(dialog).getByLabelText(/^Nombre \*/), name);
    await user.type(within(dialog).getByLabelText(/^Nombre de usuario/), username);
    await user.click(within(dialog).getByRole("button", { name: "Crear usuario" }));
    return dialog;
  }

  it("adds an account and shows its generated password once", async () => {
    const user = userEvent.setup();
    const calls = stubUsersApi([OWNER], (call) =>
      call.method === "POST"
        ? jsonResponse(201, {
            user: { ...RECEPTION, id: 9, username: "sofi", name: "Sofía" },
            password: "Xk7-pq2-Lm9",
          })
        : undefined,
    );
    renderPanel();
    await addUser(user, "Sofía", "sofi");

    const shown = await screen.findByRole("dialog", { name: "Usuario creado" });
    expect(within(shown).getByLabelText("Contraseña generada")).toHaveValue("Xk7-pq2-Lm9");
    expect(within(shown).getByText(/no se volverá a mostrar/)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/api/users",
        body: { name: "Sofía", username: "sofi", role: "staff" },
      },
    ]);

    await user.click(within(shown).getByRole("button", { name: "Listo" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue("Xk7-pq2-Lm9")).not.toBeInTheDocument();
  });

  it("shows the server's refusal when the user limit is reached, keeping the form", async () => {
    const user = userEvent.setup();
    stubUsersApi([OWNER], () =>
      jsonResponse(409, {
        message: "Se alcanzó el número máximo de usuarios permitido",
        details: { errorType: "USER_LIMIT_REACHED", maxUsers: 1 },
      }),
    );
    renderPanel();
    const dialog = await addUser(user, "Sofía", "sofi");

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Se alcanzó el número máximo de usuarios permitido",
    );
    expect(within(dialog).getByLabelText(/^Nombre de usuario/)).toHaveValue("sofi");
  });

  it("puts a taken username under its field", async () => {
    const user = userEvent.setup();
    stubUsersApi([OWNER], () =>
      jsonResponse(409, {
        message: "Ya existe un usuario con ese nombre de usuario",
        details: { errorType: "DUPLICATE_USERNAME", field: "username" },
      }),
    );
    renderPanel();
    const dialog = await addUser(user, "Otra", "admin");

    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Nombre de usuario/)).toHaveAccessibleDescription(
        "Ya existe un usuario con ese nombre de usuario",
      ),
    );
  });

  it("disables an account after a confirmation that says its sessions end", async () => {
    const user = userEvent.setup();
    const calls = stubUsersApi([OWNER, RECEPTION], () =>
      jsonResponse(200, { ...RECEPTION, active: false }),
    );
    renderPanel();

    await user.click(await screen.findByRole("button", { name: /^Desactivar.*Rosa Recepción/ }));
    const confirm = screen.getByRole("dialog", { name: "Desactivar cuenta" });
    expect(confirm).toHaveTextContent("sus sesiones abiertas terminarán de inmediato");
    await user.click(within(confirm).getByRole("button", { name: "Desactivar" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls).toEqual([{ method: "PUT", path: "/api/users/2", body: { active: false } }]);
  });

  it("shows the server's Spanish refusal when the last admin would be demoted", async () => {
    const user = userEvent.setup();
    // Two admins on screen, but the other one was disabled meanwhile: the server refuses.
    const message =
      "Debe quedar al menos un administrador activo: no se puede desactivar ni cambiar de rol al último";
    stubUsersApi([OWNER, { ...RECEPTION, role: "admin" }], () =>
      jsonResponse(422, { message, details: { errorType: "LAST_ADMIN" } }),
    );
    renderPanel();

    await user.click(
      await screen.findByRole("button", { name: /^Pasar a Recepción.*Carla Dueña/ }),
    );
    await user.click(
      within(screen.getByRole("dialog", { name: "Cambiar rol" })).getByRole("button", {
        name: "Pasar a Recepción",
      }),
    );

    // In the dialog, which stays open so she can cancel or try again.
    const dialog = screen.getByRole("dialog", { name: "Cambiar rol" });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
    await user.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("asks who is signed in again after the admin changes her own role", async () => {
    const user = userEvent.setup();
    const calls = stubUsersApi([OWNER, { ...RECEPTION, role: "admin" }], () =>
      jsonResponse(200, { ...OWNER, role: "staff" }),
    );
    renderPanel();

    await user.click(
      await screen.findByRole("button", { name: /^Pasar a Recepción.*Carla Dueña/ }),
    );
    expect(sessionChecks).toBe(1);
    await user.click(
      within(screen.getByRole("dialog", { name: "Cambiar rol" })).getByRole("button", {
        name: "Pasar a Recepción",
      }),
    );

    await waitFor(() => expect(sessionChecks).toBe(2));
    expect(calls).toEqual([{ method: "PUT", path: "/api/users/1", body: { role: "staff" } }]);
  });

  it("resets a password and shows the new one once", async () => {
    const user = userEvent.setup();
    const calls = stubUsersApi([OWNER, RECEPTION], () =>
      jsonResponse(200, { user: RECEPTION, password: "Nueva-clave-123" }),
    );
    renderPanel();

    await user.click(
      await screen.findByRole("button", { name: /^Nueva contraseña.*Rosa Recepción/ }),
    );
    await user.click(screen.getByRole("button", { name: "Generar contraseña" }));

    const shown = await screen.findByRole("dialog", { name: "Contraseña restablecida" });
    expect(within(shown).getByLabelText("Contraseña generada")).toHaveValue("Nueva-clave-123");
    expect(calls).toEqual([
      { method: "POST", path: "/api/users/2/reset-password", body: undefined },
    ]);
  });
});
