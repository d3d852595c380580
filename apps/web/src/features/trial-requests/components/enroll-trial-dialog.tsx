import { GUARDIAN_RELATIONSHIP_LABELS, trialEnrollSchema } from "@nova/domain";
import { useNavigate } from "react-router";
import { EnrollmentPreview } from "@/components/enrollment-preview";
import { DateField } from "@/components/ui/date-field";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { DialogActions, DialogAlert } from "@/components/ui/dialog-footer";
import { TextField } from "@/components/ui/input";
import { labelledOptions, OptionsField } from "@/components/ui/options-field";
import type { TrialToEnroll } from "@/entities/student";
import { saveErrorMessage } from "@/lib/save-error";
import { useStudioToday } from "@/lib/studio-today";
import { notify } from "@/lib/toast";
import { useValidatedForm } from "@/lib/use-validated-form";
import { useEnrollTrialRequest } from "../api/enroll-trial-request";

const RELATIONSHIPS = ["madre", "padre", "tutor", "otro"] as const;

/**
 * 'Inscribir' a trial request (issue 36): the start date (the trial's day, or today when the
 * trial is still ahead), for a minor her guardian's relationship (she becomes the paying
 * guardian, found by RUT or phone) and, before confirming, what will be charged, as the server
 * computes it. Enrolling is a positive action: the primary button, not a red one.
 */
export function EnrollTrialDialog({
  request: r,
  open,
  onOpenChange,
  goToStudent = true,
}: {
  request: TrialToEnroll;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Open the new student's page after enrolling ('Solicitudes'); the class page stays. */
  goToStudent?: boolean;
}) {
  const { today } = useStudioToday();
  const navigate = useNavigate();
  const enroll = useEnrollTrialRequest();
  const minor = r.minor;
  const start = r.sessionDate !== null && r.sessionDate < today ? r.sessionDate : today;
  const {
    formRef,
    control,
    submit,
    watch,
    reset,
    setError,
    showServerFieldError,
    formState: { errors, isSubmitting: pending },
  } = useValidatedForm(trialEnrollSchema, {
    birthDate: null,
    enrollmentDate: start,
    relationship: minor ? "madre" : null,
    guardianRut: null,
  });
  const startDate = String(watch("enrollmentDate") ?? "");

  const save = submit(async (body) => {
    try {
      const student = await enroll.mutateAsync({ id: r.id, body });
      reset();
      onOpenChange(false);
      notify.success(`Inscripción lista: ${student.firstName} en ${r.className}`);
      if (goToStudent) navigate(`/students/${student.id}`);
    } catch (failure) {
      if (showServerFieldError(failure, ["enrollmentDate", "relationship", "guardianRut"])) return;
      setError("root", { message: saveErrorMessage(failure, "No se pudo inscribir") });
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent
        title="Inscribir"
        description={
          minor
            ? `Se creará la ficha de ${r.name} en ${r.className}. ${r.guardianName ?? "Su apoderado/a"} quedará como apoderado/a que paga, con el teléfono y el e-mail de la solicitud. La clase de prueba no se cobra.`
            : `Se creará la ficha de ${r.name} en ${r.className}. La clase de prueba no se cobra.`
        }
      >
        <form ref={formRef} onSubmit={save} noValidate className="mt-4 space-y-4">
          <DateField
            label="Inicio"
            required
            max={today}
            error={errors.enrollmentDate?.message}
            hint="Por defecto, el día de la clase de prueba"
            {...control("enrollmentDate")}
          />
          {minor && (
            <div className="grid gap-4 sm:grid-cols-2">
              <OptionsField
                label={`Parentesco de ${r.guardianName ?? "su apoderado/a"}`}
                required
                options={labelledOptions(RELATIONSHIPS, GUARDIAN_RELATIONSHIP_LABELS)}
                error={errors.relationship?.message}
                {...control("relationship")}
              />
              <TextField
                label="RUT del apoderado/a (opcional)"
                error={errors.guardianRut?.message}
                hint="Si ya está registrado, se usa su ficha"
                {...control("guardianRut")}
              />
            </div>
          )}
          <EnrollmentPreview
            classId={r.classId}
            startDate={startDate}
            studentId={null}
            enabled={open}
          />
          {errors.root?.message && <DialogAlert>{errors.root.message}</DialogAlert>}
          <DialogActions label="Inscribir" pending={pending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
