import { waitlistPersonFormSchema } from "@nova/domain";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/input";
import { useValidatedForm } from "@/lib/use-validated-form";
import { useAddToWaitlist } from "../api/waitlist";

/**
 * 'Agregar a la lista de espera' on the class page: someone who asked at the desk or by phone
 * joins the list by hand, last in the order, as the public form would put her (a minor with her
 * guardian, whose phone is the one given).
 */
export function WaitlistAddForm({ classId }: { classId: number }) {
  const add = useAddToWaitlist(classId);
  const { formRef, control, submit, reset, formState, watch } = useValidatedForm(
    waitlistPersonFormSchema,
    { name: "", phone: "", guardianName: "", minor: false },
  );
  const minor = watch("minor");
  const errors = formState.errors;
  const save = submit(async (person) => {
    await add.mutateAsync(person);
    reset();
  });
  return (
    <form
      ref={formRef}
      onSubmit={save}
      noValidate
      aria-label="Agregar a la lista de espera"
      className="mt-4 grid gap-3 border-t border-line pt-4 sm:grid-cols-2"
    >
      <p className="text-sm font-medium text-ink sm:col-span-2">Agregar a la lista de espera</p>
      <TextField label="Nombre" error={errors.name?.message} {...control("name")} />
      <TextField
        label={minor ? "Teléfono del apoderado" : "Teléfono"}
        type="tel"
        inputMode="tel"
        error={errors.phone?.message}
        {...control("phone")}
      />
      <label className="flex items-center gap-2 text-sm text-ink sm:col-span-2">
        <input type="checkbox" className="size-4 accent-accent" {...control("minor")} />
        Es menor de edad
      </label>
      {minor && (
        <TextField
          label="Nombre del apoderado"
          error={errors.guardianName?.message}
          {...control("guardianName")}
        />
      )}
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" disabled={formState.isSubmitting}>
          Agregar
        </Button>
      </div>
    </form>
  );
}
