import {
  formatDateEs,
  PRIVACY_REQUEST_CHANNEL_LABELS,
  PRIVACY_REQUEST_CHANNELS,
  PRIVACY_REQUEST_STATUS_LABELS,
  PRIVACY_REQUEST_TYPE_LABELS,
  PRIVACY_REQUEST_TYPES,
  type PrivacyRequestResponse,
  privacyRequestInputSchema,
} from "@nova/domain";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { ListOrEmpty, QueryList } from "@/components/list-or-empty";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { openWhileSet } from "@/components/ui/dialog";
import { TextareaField, TextField } from "@/components/ui/input";
import { labelledOptions, OptionsField } from "@/components/ui/options-field";
import { TitledPageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { ReasonDialog } from "@/components/ui/reason-dialog";
import { SectionCard } from "@/components/ui/section-card";
import { StudentNameLink } from "@/entities/student";
import { cx } from "@/lib/class-names";
import { useStudioToday } from "@/lib/studio-today";
import { useValidatedForm } from "@/lib/use-validated-form";
import {
  useCreatePrivacyRequest,
  usePrivacyRequests,
  useUpdatePrivacyRequest,
} from "../api/privacy-requests";
import { useRetention, useRunRetention } from "../api/retention";
import { useAnonymizeStudent } from "../api/student-privacy";

const DEADLINE_TONE = { overdue: "danger", "due-soon": "warning", "on-time": "neutral" } as const;

/** `/privacy/requests` ('Derechos de datos'): the register of requests and the retention list. */
export function DataRightsPage() {
  return (
    <div>
      <TitledPageHeader
        title="Derechos de datos"
        description="Solicitudes de acceso, rectificación, supresión, oposición, portabilidad y bloqueo (Ley 21.719), con su plazo legal."
      />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-3">
        <div className="space-y-5 lg:col-span-2">
          <RequestsList />
          <RetentionList />
        </div>
        <NewRequestForm />
      </div>
    </div>
  );
}

function RequestsList() {
  const requests = usePrivacyRequests();
  const update = useUpdatePrivacyRequest();
  const [answering, setAnswering] = useState<PrivacyRequestResponse | null>(null);
  return (
    <SectionCard title="Registro de solicitudes">
      <QueryList
        query={requests}
        loadingLabel="Cargando solicitudes"
        errorTitle="Error al cargar las solicitudes"
        empty="No hay solicitudes registradas."
        className="divide-y divide-line"
      >
        {(r) => (
          <li key={r.id} className="flex flex-wrap items-start justify-between gap-3 py-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium text-ink">
                {PRIVACY_REQUEST_TYPE_LABELS[r.type]} · {r.requesterName}
              </p>
              <p className="text-ink-muted">
                Recibida el {formatDateEs(r.receivedOn)} por{" "}
                {PRIVACY_REQUEST_CHANNEL_LABELS[r.channel]} · plazo {formatDateEs(r.deadline)}
                {r.studentId !== null && (
                  <>
                    {" · "}
                    <Link
                      className="text-accent-text hover:underline"
                      to={`/students/${r.studentId}`}
                    >
                      ver estudiante
                    </Link>
                  </>
                )}
              </p>
              {r.answer && <p className="text-ink-muted">Respuesta: {r.answer}</p>}
            </div>
            <div className="flex items-center gap-2">
              {r.status === "open" ? (
                <>
                  <Badge tone={DEADLINE_TONE[r.deadlineState]}>
                    {r.deadlineState === "overdue"
                      ? "Vencida"
                      : r.deadlineState === "due-soon"
                        ? "Vence pronto"
                        : "Abierta"}
                  </Badge>
                  <Button size="sm" variant="secondary" onClick={() => setAnswering(r)}>
                    Responder
                  </Button>
                </>
              ) : (
                <Badge tone="success">{PRIVACY_REQUEST_STATUS_LABELS[r.status]}</Badge>
              )}
            </div>
          </li>
        )}
      </QueryList>
      <ReasonDialog
        {...openWhileSet(answering, setAnswering)}
        title="Responder solicitud"
        description="Anote la respuesta dada y la acción tomada (exportación enviada, datos corregidos, datos eliminados…)."
        label="Respuesta"
        confirmLabel="Marcar respondida"
        errorFallback="No se pudo guardar la respuesta"
        onConfirm={(answer) =>
          update.mutateAsync({
            id: answering?.id ?? 0,
            input: { status: "answered", answer, actionTaken: answer },
          })
        }
      />
    </SectionCard>
  );
}

function NewRequestForm() {
  const { today } = useStudioToday();
  const create = useCreatePrivacyRequest();
  const { formRef, control, submit, reset, formState } = useValidatedForm(
    privacyRequestInputSchema,
    {
      type: "access",
      requesterName: "",
      channel: "email",
      receivedOn: today,
      details: "",
    },
  );
  const save = submit(async (input) => {
    await create.mutateAsync(input);
    reset();
  });
  const errors = formState.errors;
  return (
    <SectionCard title="Registrar solicitud">
      <form ref={formRef} onSubmit={save} noValidate className="space-y-3">
        <OptionsField
          label="Tipo"
          options={labelledOptions(PRIVACY_REQUEST_TYPES, PRIVACY_REQUEST_TYPE_LABELS)}
          {...control("type")}
        />
        <TextField
          label="Quién la hace"
          error={errors.requesterName?.message}
          {...control("requesterName")}
        />
        <OptionsField
          label="Canal"
          options={labelledOptions(PRIVACY_REQUEST_CHANNELS, PRIVACY_REQUEST_CHANNEL_LABELS)}
          {...control("channel")}
        />
        <DateField
          label="Fecha de recepción"
          error={errors.receivedOn?.message}
          {...control("receivedOn")}
        />
        <TextareaField label="Detalle" error={errors.details?.message} {...control("details")} />
        <Button type="submit" disabled={formState.isSubmitting}>
          Registrar
        </Button>
      </form>
    </SectionCard>
  );
}

/**
 * One kind of record of the next retention pass: its heading with how many there are, what
 * makes one due, then the list (or that none is due).
 */
function RetentionGroup<T>({
  first = false,
  title,
  hint,
  items,
  empty,
  children,
}: {
  /** The first group of the card, with no space above its heading. */
  first?: boolean;
  title: string;
  hint: ReactNode;
  items: T[];
  empty: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      <h3 className={cx(!first && "mt-4", "mb-1 text-sm font-semibold text-ink")}>
        {title} ({items.length})
      </h3>
      <p className="mb-2 text-sm text-ink-muted">{hint}</p>
      <ListOrEmpty items={items} empty={empty} className="divide-y divide-line">
        {children}
      </ListOrEmpty>
    </>
  );
}

function RetentionList() {
  const retention = useRetention();
  const anonymize = useAnonymizeStudent();
  const run = useRunRetention();
  const [erasing, setErasing] = useState<{ studentId: number; name: string } | null>(null);
  return (
    <SectionCard title="Próxima pasada de conservación">
      <QueryState
        query={retention}
        loadingLabel="Cargando"
        errorTitle="Error al cargar la conservación"
      >
        {(data) => (
          <>
            <p className="mb-3 text-sm text-ink-muted">
              Cada día el sistema anonimiza lo que cumplió su plazo (se ajustan en Configuración →
              Privacidad). Esto es lo que tocará la próxima pasada; las cifras y los pagos se
              conservan.
            </p>
            <RetentionGroup
              first
              title="Ex estudiantes"
              hint={
                <>
                  Sin deuda ni bloqueo legal, con su última inscripción terminada hace más de{" "}
                  {data.retentionYears} años.
                </>
              }
              items={data.candidates}
              empty="Nadie ha cumplido el plazo."
            >
              {(c) => (
                <li
                  key={c.studentId}
                  className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
                >
                  <span>
                    <StudentNameLink id={c.studentId} name={c.name} />{" "}
                    <span className="text-ink-muted">
                      plazo cumplido el {formatDateEs(c.retentionEndsOn)}
                    </span>
                  </span>
                  <Button size="sm" variant="danger" onClick={() => setErasing(c)}>
                    Eliminar datos personales
                  </Button>
                </li>
              )}
            </RetentionGroup>
            <RetentionGroup
              title="Solicitudes de clase de prueba"
              hint={
                <>
                  No convertidas en inscripción, recibidas hace más de {data.trialRetentionMonths}{" "}
                  meses.
                </>
              }
              items={data.trialRequests}
              empty="Ninguna ha cumplido el plazo."
            >
              {(r) => (
                <li key={r.trialRequestId} className="py-2 text-sm">
                  <span className="font-medium text-ink">{r.name}</span>{" "}
                  <span className="text-ink-muted">
                    (n.º {r.trialRequestId}) plazo cumplido el {formatDateEs(r.retentionEndsOn)}
                  </span>
                </li>
              )}
            </RetentionGroup>
            <h3 className="mt-4 mb-1 text-sm font-semibold text-ink">
              Registro de auditoría ({data.audit.rowIds.length})
            </h3>
            <p className="text-sm text-ink-muted">
              {data.audit.rowIds.length === 0
                ? `Ninguna entrada anterior al ${formatDateEs(data.audit.before)} conserva datos personales.`
                : `Entradas anteriores al ${formatDateEs(data.audit.before)} (${data.auditRetentionYears} años) cuyos datos personales se reemplazarán por "[dato eliminado]"; la cadena sigue verificable.`}
            </p>
            <div className="mt-4">
              <Button variant="secondary" disabled={run.isPending} onClick={() => run.mutate()}>
                {run.isPending ? "Ejecutando…" : "Ejecutar ahora"}
              </Button>
            </div>
          </>
        )}
      </QueryState>
      <ReasonDialog
        {...openWhileSet(erasing, setErasing)}
        title="Eliminar datos personales"
        description={`Los datos de ${erasing?.name ?? ""} se reemplazan por "Persona eliminada". Sus pagos se conservan.`}
        confirmLabel="Eliminar datos personales"
        errorFallback="No se pudieron eliminar los datos personales"
        onConfirm={(reason) =>
          anonymize.mutateAsync({ studentId: erasing?.studentId ?? 0, reason })
        }
      />
    </SectionCard>
  );
}
