import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./confirm-dialog";

describe("ConfirmDialog", () => {
  it("shows what it is asked now while open, including a change of question", () => {
    const props = { onOpenChange: vi.fn(), onConfirm: vi.fn() };
    const { rerender } = render(
      <ConfirmDialog
        {...props}
        open
        title="¿Desactivar a Ana?"
        description="Sus sesiones terminan."
      />,
    );
    expect(screen.getByRole("dialog", { name: "¿Desactivar a Ana?" })).toBeInTheDocument();
    rerender(
      <ConfirmDialog
        {...props}
        open
        title="¿Restablecer la contraseña de Bea?"
        description="Se genera una nueva."
        confirmLabel="Restablecer"
        destructive={false}
      />,
    );
    expect(
      screen.getByRole("dialog", { name: "¿Restablecer la contraseña de Bea?" }),
    ).toHaveTextContent("Se genera una nueva.");
    expect(screen.getByRole("button", { name: "Restablecer" })).toBeInTheDocument();
  });
});
