import {
  ageOn,
  formatRut,
  GUARDIAN_RELATIONSHIP_LABELS,
  type GuardianDetailResponse,
  STUDENT_STATUS_LABELS,
  whatsappDigits,
} from "@nova/domain";
import { GraduationCap, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { DetailColumns } from "@/components/ui/detail-columns";
import { DetailPage } from "@/components/ui/detail-header";
import { FactsCard } from "@/components/ui/facts-card";
import { LoadingState, QueryErrorState } from "@/components/ui/query-state";
import { type RecordKind, RecordPage } from "@/components/ui/record-page";
import { SectionCard } from "@/components/ui/section-card";
import { WhatsAppLink } from "@/components/whatsapp-link";
import { PortalLinkButton, useFamilyStatement } from "@/entities/family";
import { useStudioToday } from "@/lib/studio-today";
import { useGuardian } from "../api/get-guardian";
import { FamilyStatement } from "../components/family-statement";
import { PortalAccessCard } from "../components/portal-access-card";

const FAMILY: RecordKind<GuardianDetailResponse> = {
  useRecord: useGuardian,
  noun: "Familia",
  list: { to: "/students", label: "Estudiantes" },
  loadError: "Error al cargar la familia",
};

const NOT_FOUND = {
  title: "Familia no encontrada",
  description: "El apoderado que buscas no existe o fue eliminado.",
};

/** `/families/{guardianId}`: the guardian's data and each of her children with classes and state. */
/** What other features show on a family's page, put in by the app (src/app/pages). */
export interface FamilyPageSlots {
  /** The guardian's privacy card: consents and data requests (privacy). */
  privacy: (guardian: GuardianDetailResponse) => ReactNode;
}

export function FamilyPage({ slots }: { slots: FamilyPageSlots }) {
  return (
    <RecordPage kind={FAMILY} notFound={NOT_FOUND}>
      {(guardian) => <Family guardian={guardian} slots={slots} />}
    </RecordPage>
  );
}

function Family({ guardian, slots }: { guardian: GuardianDetailResponse; slots: FamilyPageSlots }) {
  const whatsapp = whatsappDigits(guardian.phone);
  const children = guardian.students;
  const role = guardianWord(children.map((c) => c.relationship));
  return (
    <DetailPage
      back={FAMILY.list}
      leading={<Avatar name={guardian.fullName} size="lg" />}
      title={`Familia de ${guardian.fullName}`}
      documentTitle={`Familia de ${guardian.fullName}`}
      badge={
        <Badge tone="accent">
          {children.length === 1 ? "1 estudiante" : `${children.length} estudiantes`}
        </Badge>
      }
      id={guardian.id}
      actions={
        <PortalLinkButton
          to={{ guardianId: guardian.id }}
          phone={guardian.phone}
          name={guardian.fullName}
        />
      }
    >
      <DetailColumns
        side={
          <>
            <FactsCard
              title={capitalize(role)}
              icon={UserRound}
              items={[
                { label: "Nombre", value: guardian.fullName },
                { label: "RUT", value: guardian.rut ? formatRut(guardian.rut) : null },
                {
                  label: "Teléfono",
                  value: (
                    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      {guardian.phone}
                      {whatsapp && (
                        <WhatsAppLink
                          href={`https://wa.me/${whatsapp}`}
                          className="inline-flex items-center gap-1 text-accent-text underline-offset-2 hover:underline"
                        >
                          WhatsApp
                        </WhatsAppLink>
                      )}
                    </span>
                  ),
                },
                { label: "Email", value: guardian.email },
                { label: "Dirección", value: guardian.address },
              ]}
            />
            <PortalAccessCard guardianId={guardian.id} />
            {slots.privacy(guardian)}
          </>
        }
        main={
          <>
            <SectionCard
              title="Estudiantes a cargo"
              icon={<GraduationCap className="size-5 text-accent-text" aria-hidden="true" />}
            >
              {children.length === 0 ? (
                <p className="text-sm text-ink-muted">No tiene estudiantes vigentes a cargo.</p>
              ) : (
                <ul className="divide-y divide-line">
                  {children.map((child) => (
                    <FamilyChild
                      key={child.id}
                      child={child}
                      guardianName={guardian.fullName}
                      role={role}
                    />
                  ))}
                </ul>
              )}
            </SectionCard>
            <StatementOf guardianId={guardian.id} />
          </>
        }
      />
    </DetailPage>
  );
}

function StatementOf({ guardianId }: { guardianId: number }) {
  const statement = useFamilyStatement(guardianId);
  if (statement.isPending) return <LoadingState label="Cargando estado de cuenta" />;
  if (statement.isError) {
    return <QueryErrorState title="Error al cargar el estado de cuenta" query={statement} />;
  }
  return <FamilyStatement statement={statement.data} />;
}

/**
 * What this guardian is called, agreeing with what the records say of them: a mother is an
 * "apoderada", a father an "apoderado"; otherwise (a tutor, or no relationship saying it) the
 * word stays neutral.
 */
function guardianWord(relationships: readonly string[]): string {
  if (relationships.length > 0 && relationships.every((r) => r === "madre")) return "apoderada";
  if (relationships.length > 0 && relationships.every((r) => r === "padre")) return "apoderado";
  return "apoderado/a";
}

const capitalize = (word: string) => word.charAt(0).toLocaleUpperCase("es-CL") + word.slice(1);

function FamilyChild({
  child,
  guardianName,
  role,
}: {
  child: GuardianDetailResponse["students"][number];
  guardianName: string;
  /** "apoderada", "apoderado" or "apoderado/a" (guardianWord). */
  role: string;
}) {
  const { today } = useStudioToday();
  // The line speaks of the child (her age) and then of this guardian, named with what they are.
  const age = child.birthDate ? `Tiene ${ageOn(child.birthDate, today)} años` : null;
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <Link
          to={`/students/${child.id}`}
          className="font-medium text-accent-text underline-offset-2 hover:underline"
        >
          {child.fullName}
        </Link>
        <p className="text-sm text-ink-muted">
          {[
            age,
            child.relationship === "titular"
              ? GUARDIAN_RELATIONSHIP_LABELS.titular
              : `${GUARDIAN_RELATIONSHIP_LABELS[child.relationship]}: ${guardianName}`,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
        <p className="mt-1 text-sm text-ink">
          {child.classes.length === 0
            ? "Sin clases vigentes"
            : child.classes.map((c) => c.name).join(", ")}
        </p>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <Badge tone={child.status === "active" ? "success" : "neutral"}>
          {STUDENT_STATUS_LABELS[child.status]}
        </Badge>
        {child.isPayer && (
          <Badge tone="info">
            {role === "apoderada"
              ? "Paga esta apoderada"
              : role === "apoderado"
                ? "Paga este apoderado"
                : "Responsable de pago"}
          </Badge>
        )}
      </div>
    </li>
  );
}
