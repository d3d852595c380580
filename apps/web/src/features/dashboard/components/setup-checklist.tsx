import { CheckCircle2, Circle, ClipboardList } from "lucide-react";
import { Link } from "react-router";
import { SectionCard } from "@/components/ui/section-card";
import { usePermissions } from "@/entities/session";
import { useSetupChecklist } from "../api/get-setup-checklist";

/**
 * 'Prepare su estudio': what a new studio still has to set up (issue 40), each step linking to
 * where it is done. Shown to admins until every step is done, then never again.
 */
export function SetupChecklistCard() {
  const { admin } = usePermissions();
  const checklist = useSetupChecklist(admin);
  if (!admin || !checklist.data || checklist.data.complete) return null;
  const { steps } = checklist.data;
  const done = steps.filter((s) => s.done).length;
  return (
    <SectionCard
      title="Prepare su estudio"
      icon={ClipboardList}
      actions={
        <span className="text-sm text-ink-muted">
          {done} de {steps.length} listos
        </span>
      }
    >
      <p className="mb-4 text-sm text-ink-muted">
        Complete estos datos para que las familias y quienes visitan su página encuentren todo lo
        que necesitan. Esta lista desaparece cuando todo está listo.
      </p>
      <ul className="grid gap-2 md:grid-cols-2">
        {steps.map((step) => (
          <li
            key={step.key}
            className="flex items-start gap-3 rounded-lg border border-line px-3 py-2.5"
          >
            {step.done ? (
              <CheckCircle2
                className="mt-0.5 size-5 shrink-0 text-success-text"
                aria-hidden="true"
              />
            ) : (
              <Circle className="mt-0.5 size-5 shrink-0 text-ink-muted" aria-hidden="true" />
            )}
            <div className="min-w-0 flex-1">
              <p className={step.done ? "text-ink-muted line-through" : "font-medium text-ink"}>
                {step.label}
                <span className="sr-only">{step.done ? " (listo)" : " (pendiente)"}</span>
              </p>
              {!step.done && (
                <>
                  <p className="mt-0.5 text-sm text-ink-muted">{step.hint}</p>
                  <Link
                    to={step.href}
                    className="mt-1 inline-flex min-h-8 items-center text-sm font-medium text-accent-text hover:underline"
                  >
                    Configurar
                    <span className="sr-only">: {step.label}</span>
                  </Link>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
