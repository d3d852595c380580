import { TriangleAlert } from "lucide-react";
import { QueryList } from "@/components/list-or-empty";
import { SectionCard } from "@/components/ui/section-card";
import { ROW_WHATSAPP_CLASSES, WhatsAppLink } from "@/components/whatsapp-link";
import { StudentNameLink } from "@/entities/student";
import { cx } from "@/lib/class-names";
import { firstName } from "@/lib/format";
import { useSettings } from "@/lib/settings";
import { whatsappLink } from "@/lib/whatsapp";
import { useAtRisk } from "../api/get-at-risk";

/**
 * The nudge, written to whom the number reaches: a minor's paying guardian is asked about her
 * daughter or son, a student herself is missed in person.
 */
export function nudgeMessage(
  student: { fullName: string; recipient: { kind: "GUARDIAN" | "STUDENT"; name: string } | null },
  studioName: string,
): string {
  const studio = studioName.trim() || "el estudio";
  if (student.recipient?.kind === "GUARDIAN") {
    return `Hola ${firstName(student.recipient.name)}, te escribimos de ${studio}. Echamos de menos a ${firstName(student.fullName)} en sus clases. ¿Está todo bien? Cuéntanos si podemos ayudar a que vuelva.`;
  }
  return `Hola ${firstName(student.fullName)}, te echamos de menos en ${studio}. ¿Todo bien? Cuéntanos si podemos ayudarte a volver a clases.`;
}

/** 'Estudiantes en riesgo' on the dashboard, each with a WhatsApp nudge. */
export function AtRiskCard() {
  const query = useAtRisk();
  const studioName = useSettings().data?.studio?.name ?? "";
  return (
    <SectionCard title="Estudiantes en riesgo" icon={TriangleAlert}>
      <QueryList
        query={query}
        loadingLabel="Cargando estudiantes en riesgo"
        errorTitle="No se pudo cargar la lista"
        empty="Nadie en riesgo: ninguna estudiante faltó dos veces seguidas ni vino a menos de la mitad de sus clases en las últimas cuatro semanas."
        className="divide-y divide-line"
        label="Estudiantes en riesgo"
      >
        {(student) => {
          const nudge = whatsappLink(student.phone, nudgeMessage(student, studioName));
          const toGuardian = student.recipient?.kind === "GUARDIAN";
          return (
            <li key={student.studentId} className="flex items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <StudentNameLink id={student.studentId} name={student.fullName} />
                <ul className="text-sm text-ink-muted">
                  {student.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
                {toGuardian && (
                  <p className="text-xs text-ink-muted">
                    Aviso a la familia: {student.recipient?.name}
                  </p>
                )}
              </div>
              {nudge && (
                <WhatsAppLink href={nudge} className={cx(ROW_WHATSAPP_CLASSES, "shrink-0")}>
                  WhatsApp
                  <span className="sr-only">
                    {" "}
                    a {toGuardian ? `${student.recipient?.name}, de la familia de ` : ""}
                    {student.fullName}
                  </span>
                </WhatsAppLink>
              )}
            </li>
          );
        }}
      </QueryList>
    </SectionCard>
  );
}
