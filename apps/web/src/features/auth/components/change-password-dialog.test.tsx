import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoute } from "@/test/render-route";
import { stubApi } from "@/test/stub-api";
import { ChangePasswordDialog } from "./change-password-dialog";

/** PUT /api/auth/password answered by `answer`; the settings say strong passwords are on. */
function stubPasswordApi(answer: () => Response) {
  const bodies: unknown[] = [];
  stubApi((path, init) => {
    if (path !== "/api/auth/password" || init?.method !== "PUT") return undefined;
    bodies.push(JSON.parse(String(init.body)));
    return answer();
  });
  return bodies;
}

async function fill(current: string, next: string, again = next) {
  const user = userEvent.setup();
  const onOpenChange = vi.fn();
  renderRoute(<ChangePasswordDialog open onOpenChange={onOpenChange} />);
  const dialog = screen.getByRole("dialog", { name: "Cambiar contraseña" });
  await user.type(within(dialog).getByLabelText(/^Contraseña actual/), current);
  await user.type(within(dialog).getByLabelText(/^Nueva contraseña/), next);
  await user.type(within(dialog).getByLabelText(/^Repetir nueva contraseña/), again);
  await user.click(within(dialog).getByRole("button", { name: "Cambiar contraseña" }));
  return { dialog, onOpenChange };
}

describe("ChangePasswordDialog", () => {
  it("sends the current and the new password and closes", async () => {
    const bodies = stubPasswordApi(() => new Response(null, { status: 204 }));
    const { onOpenChange } = await fill("vieja-clave", "bailarina-del-sur");

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bodies).toEqual([{ currentPassword: "vieja-clave", newPassword: "bailarina-del-sur" }]);
  });

  it("asks for the same new password twice before asking the server", async () => {
    const bodies = stubPasswordApi(() => new Response(null, { status: 204 }));
    const { dialog } = await fill("vieja-clave", "bailarina-del-sur", "bailarina-del-norte");

    expect(within(dialog).getByLabelText(/^Repetir nueva contraseña/)).toHaveAccessibleDescription(
      "Las contraseñas no coinciden",
    );
    expect(bodies).toEqual([]);
  });

  it("shows the server's policy refusal beside the new password", async () => {
    stubPasswordApi(() =>
      jsonResponse(422, {
        message: "La contraseña debe tener al menos 10 caracteres",
        details: { errorType: "WEAK_PASSWORD", field: "newPassword" },
      }),
    );
    const { dialog, onOpenChange } = await fill("vieja-clave", "corta123");

    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Nueva contraseña/)).toHaveAccessibleDescription(
        "La contraseña debe tener al menos 10 caracteres",
      ),
    );
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("shows a wrong current password beside its field", async () => {
    stubPasswordApi(() =>
      jsonResponse(422, {
        message: "La contraseña actual no es correcta",
        details: { errorType: "WRONG_PASSWORD", field: "currentPassword" },
      }),
    );
    const { dialog } = await fill("otra-clave", "bailarina-del-sur");

    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Contraseña actual/)).toHaveAccessibleDescription(
        "La contraseña actual no es correcta",
      ),
    );
  });
});
