import { enrollmentStatusLabel, formatDateEs } from "@nova/domain";
import { BookOpen } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { CardQueryState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import { useStudentEnrollments } from "../api/get-student-enrollments";

/** The classes she is or was enrolled in, with Activa/Inactiva and a link to each class. */
export function StudentEnrollments({ studentId }: { studentId: number }) {
  const query = useStudentEnrollments(studentId);

  return (
    <SectionCard
      title="Clases inscritas"
      icon={<BookOpen className="size-5 text-accent-text" aria-hidden="true" />}
    >
      <CardQueryState
        query={query}
        loadingLabel="Cargando clases inscritas"
        error="No se pudieron cargar las clases inscritas."
        isEmpty={(data) => data.length === 0}
        empty="No está inscrito en ninguna clase."
      >
        {(data) => (
          <ul className="divide-y divide-line">
            {data.map((enrollment) => (
              <li
                key={enrollment.id}
                className="flex items-start justify-between gap-4 py-3 first:pt-0 last:pb-0"
              >
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/classes/${enrollment.classId}`}
                    className="font-medium text-accent-text hover:underline"
                  >
                    {enrollment.className}
                  </Link>
                  <p className="mt-0.5 text-sm text-ink-muted">
                    Inscripción: {formatDateEs(enrollment.enrollmentDate)}
                    {enrollment.endedOn && ` · Término: ${formatDateEs(enrollment.endedOn)}`}
                  </p>
                  {enrollment.notes && <p className="mt-1 text-sm text-ink">{enrollment.notes}</p>}
                </div>
                <Badge tone={enrollment.isActive ? "success" : "neutral"} className="shrink-0">
                  {enrollmentStatusLabel(enrollment.isActive)}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </CardQueryState>
    </SectionCard>
  );
}
