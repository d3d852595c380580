import { enrollmentStatusLabel, formatDateEs } from "@nova/domain";
import { BookOpen } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { LinkedRecordList } from "@/components/ui/linked-record-list";
import { QueryCard } from "@/components/ui/query-card";
import { useStudentEnrollments } from "../api/get-student-enrollments";

/** The classes she is or was enrolled in, with Activa/Inactiva and a link to each class. */
export function StudentEnrollments({ studentId }: { studentId: number }) {
  const query = useStudentEnrollments(studentId);

  return (
    <QueryCard
      title="Clases inscritas"
      icon={BookOpen}
      query={query}
      loadingLabel="Cargando clases inscritas"
      error="No se pudieron cargar las clases inscritas."
      isEmpty={(data) => data.length === 0}
      empty="No está inscrito en ninguna clase."
    >
      {(data) => (
        <LinkedRecordList
          items={data}
          rowKey={(enrollment) => enrollment.id}
          to={(enrollment) => `/classes/${enrollment.classId}`}
          title={(enrollment) => enrollment.className}
          subtitle={(enrollment) => (
            <>
              Inscripción: {formatDateEs(enrollment.enrollmentDate)}
              {enrollment.endedOn && ` · Término: ${formatDateEs(enrollment.endedOn)}`}
            </>
          )}
          details={(enrollment) =>
            enrollment.notes && <p className="mt-1 text-sm text-ink">{enrollment.notes}</p>
          }
          aside={(enrollment) => (
            <Badge tone={enrollment.isActive ? "success" : "neutral"} className="shrink-0">
              {enrollmentStatusLabel(enrollment.isActive)}
            </Badge>
          )}
        />
      )}
    </QueryCard>
  );
}
