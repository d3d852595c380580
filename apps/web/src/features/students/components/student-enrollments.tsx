import { enrollmentStatusLabel, formatDateEs } from "@nova/domain";
import { BookOpen } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/ui/section-card";
import { Spinner } from "@/components/ui/spinner";
import { useStudentEnrollments } from "../api/get-student-enrollments";

/** The classes she is or was enrolled in, with Activa/Inactiva and a link to each class. */
export function StudentEnrollments({ studentId }: { studentId: number }) {
  const query = useStudentEnrollments(studentId);

  return (
    <SectionCard
      title="Clases inscritas"
      icon={<BookOpen className="size-5 text-accent-text" aria-hidden="true" />}
    >
      {query.isPending ? (
        <Spinner className="size-6 text-accent" label="Cargando clases inscritas" />
      ) : query.isError ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-danger-text" role="alert">
          No se pudieron cargar las clases inscritas.
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Reintentar
          </Button>
        </div>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-ink-muted">No está inscrito en ninguna clase.</p>
      ) : (
        <ul className="divide-y divide-line">
          {query.data.map((enrollment) => (
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
    </SectionCard>
  );
}
