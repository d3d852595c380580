import { cashCloseInputSchema, type TeacherData, teacherInputSchema } from "@nova/domain";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TextField } from "@/components/ui/input";
import { renderRoute } from "@/test/render-route";
import { ApiError } from "./api-client";
import { useValidatedForm } from "./use-validated-form";

/**
 * A form on the teacher schema whose fields are laid out in another order than the
 * schema's (phone first), so "first invalid" has to mean first on the page.
 */
function ProbeForm({ save }: { save: (data: TeacherData) => Promise<void> }) {
  const {
    formRef,
    control,
    submit,
    showServerFieldError,
    formState: { errors },
  } = useValidatedForm(teacherInputSchema, {
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    address: "",
    isStudioOwner: false,
  });
  const onSubmit = submit(async (data) => {
    try {
      await save(data);
    } catch (error) {
      showServerFieldError(error, ["email"]);
    }
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Prueba">
      <TextField label="Teléfono" error={errors.phone?.message} {...control("phone")} />
      <TextField label="Nombre" error={errors.firstName?.message} {...control("firstName")} />
      <TextField label="Apellido" error={errors.lastName?.message} {...control("lastName")} />
      <TextField label="Email" error={errors.email?.message} {...control("email")} />
      <button type="submit">Guardar</button>
    </form>
  );
}

/** A field the schema takes as a number or as digits: a union, with one message of its own. */
function CountForm({ save }: { save: (countedCash: number) => void }) {
  const {
    formRef,
    control,
    submit,
    formState: { errors },
  } = useValidatedForm(cashCloseInputSchema, { countedCash: "" });
  return (
    <form ref={formRef} onSubmit={submit((data) => save(data.countedCash))} noValidate>
      <TextField label="Contado" error={errors.countedCash?.message} {...control("countedCash")} />
      <button type="submit">Guardar</button>
    </form>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("useValidatedForm", () => {
  it("focuses the first invalid field on the page and scrolls its whole field into view", async () => {
    const scroll = vi.spyOn(Element.prototype, "scrollIntoView");
    const save = vi.fn(async () => undefined);
    const user = userEvent.setup();
    renderRoute(<ProbeForm save={save} />);

    await user.click(screen.getByRole("button", { name: "Guardar" }));

    const phone = screen.getByLabelText("Teléfono");
    expect(phone).toHaveFocus();
    expect(phone).toHaveAccessibleDescription("El teléfono es requerido");
    // The field (label + input), not the bare input: its scroll margin clears the top bar.
    expect(scroll).toHaveBeenCalledOnce();
    expect(scroll.mock.contexts[0]).toBe(phone.closest("[data-field]"));
    expect(scroll).toHaveBeenCalledWith({ block: "nearest" });
    expect(save).not.toHaveBeenCalled();
  });

  it("clears a field's message as soon as it is edited", async () => {
    const user = userEvent.setup();
    renderRoute(<ProbeForm save={vi.fn(async () => undefined)} />);
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    expect(screen.getByText("El nombre es requerido")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Nombre"), "C");

    expect(screen.queryByText("El nombre es requerido")).toBeNull();
    expect(screen.getByText("El apellido es requerido")).toBeInTheDocument();
  });

  it("shows a save refused for a field under that field and focuses it", async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => {
      throw new ApiError({
        status: 409,
        message: "Ya existe una profesora con ese email",
        field: "email",
        serverMessage: "Ya existe una profesora con ese email",
      });
    });
    renderRoute(<ProbeForm save={save} />);
    await user.type(screen.getByLabelText("Teléfono"), "912345678");
    await user.type(screen.getByLabelText("Nombre"), "Carla");
    await user.type(screen.getByLabelText("Apellido"), "Muñoz");
    await user.type(screen.getByLabelText("Email"), "carla@nova.cl");

    await user.click(screen.getByRole("button", { name: "Guardar" }));

    const email = screen.getByLabelText("Email");
    expect(await screen.findByText("Ya existe una profesora con ese email")).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute("aria-invalid", "true");
  });

  it("shows a union field's own message, not one of its branches' (zod's English default)", async () => {
    const save = vi.fn();
    const user = userEvent.setup();
    renderRoute(<CountForm save={save} />);

    await user.click(screen.getByRole("button", { name: "Guardar" }));
    expect(
      await screen.findByText("El efectivo contado debe ser un número entero de pesos"),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Invalid input/)).toBeNull();

    await user.type(screen.getByLabelText("Contado"), "1200");
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    expect(save).toHaveBeenCalledWith(1200);
  });
});
