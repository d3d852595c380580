import {
  compensationRatePercent,
  currentMonthInZone,
  DEFAULT_TIME_ZONE,
  formatCLP,
  teacherRoleLabel,
} from "@nova/domain";
import { BookOpen, ChartColumn, Crown, Pencil, Trash2, UserRound, Users } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DescriptionList } from "@/components/ui/description-list";
import { ErrorState } from "@/components/ui/empty-state";
import { NotFoundState } from "@/components/ui/not-found-state";
import { PageHeader } from "@/components/ui/page-header";
import { SectionCard } from "@/components/ui/section-card";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage, isApiError } from "@/lib/api-client";
import { parseRouteId } from "@/lib/route-id";
import { useDeleteTeacher } from "../api/delete-teacher";
import { useTeacher } from "../api/get-teacher";
import { CompensationCard } from "../components/compensation-card";
import type { Teacher, TeacherStudent } from "../teacher";

/** Her students under the class they attend, in the order the API sends them. */
function studentsByClass(students: TeacherStudent[]) {
  const groups = new Map<
    number,
    { classId: number; className: string; students: TeacherStudent[] }
  >();
  for (const student of students) {
    const group = groups.get(student.classId) ?? {
      classId: student.classId,
      className: student.className,
      students: [],
    };
    group.students.push(student);
    groups.set(student.classId, group);
  }
  return [...groups.values()];
}

function TeacherNotFound() {
  return (
    <NotFoundState
      title="Profesora no encontrada"
      description="La profesora que buscas no existe o fue eliminada."
      backTo="/teachers"
      backLabel="Volver a profesoras"
    />
  );
}

export function TeacherDetailPage() {
  const id = parseRouteId(useParams().id);
  if (id === null) return <TeacherNotFound />;
  return <TeacherDetail id={id} />;
}

function TeacherDetail({ id }: { id: number }) {
  const query = useTeacher(id);

  if (query.isPending) {
    return (
      <div className="flex justify-center py-20 text-accent">
        <title>Profesora · NOVA</title>
        <Spinner className="size-8" label="Cargando profesora" />
      </div>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <TeacherNotFound />;
    return (
      <section aria-labelledby="page-title">
        <PageHeader title="Profesora" back={{ to: "/teachers", label: "Profesoras" }} />
        <ErrorState
          title="Error al cargar los datos de la profesora"
          message={getErrorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </section>
    );
  }
  return <TeacherProfile teacher={query.data} />;
}

function TeacherProfile({ teacher }: { teacher: Teacher }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [month, setMonth] = useState(() => currentMonthInZone(new Date(), DEFAULT_TIME_ZONE));
  const remove = useDeleteTeacher(teacher.id);

  function confirmDelete() {
    remove.mutate(undefined, {
      onSuccess: () => navigate("/teachers", { replace: true }),
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <section aria-labelledby="page-title">
      <title>{`${teacher.fullName} · NOVA`}</title>
      <PageHeader
        back={{ to: "/teachers", label: "Profesoras" }}
        leading={<Avatar name={teacher.fullName} size="lg" />}
        title={
          <span className="inline-flex items-center gap-2">
            {teacher.fullName}
            {teacher.isStudioOwner && (
              <Crown
                className="size-6 shrink-0 text-warning-text"
                role="img"
                aria-label="Dueña del estudio"
              />
            )}
          </span>
        }
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="break-all">{teacher.email}</span>
            <Badge tone={teacher.isStudioOwner ? "warning" : "accent"}>
              {teacherRoleLabel(teacher.isStudioOwner)}
            </Badge>
            <span>ID {teacher.id}</span>
          </span>
        }
        actions={
          <>
            <Link
              to={`/teachers/${teacher.id}/edit`}
              className={buttonClasses({ variant: "secondary" })}
            >
              <Pencil className="size-4" aria-hidden="true" />
              Editar
            </Link>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              <Trash2 className="size-4" aria-hidden="true" />
              Eliminar
            </Button>
          </>
        }
      />

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-3">
        <div className="space-y-5 lg:col-start-3 lg:row-start-1">
          <SectionCard
            title="Información personal"
            icon={<UserRound className="size-5 text-accent-text" aria-hidden="true" />}
          >
            <DescriptionList
              items={[
                { label: "Teléfono", value: teacher.phone },
                { label: "Email", value: teacher.email },
                { label: "Dirección", value: teacher.address },
              ]}
            />
          </SectionCard>
          <SectionCard
            title="Estadísticas"
            icon={<ChartColumn className="size-5 text-accent-text" aria-hidden="true" />}
          >
            <dl className="divide-y divide-line">
              {[
                ["Total de estudiantes", String(teacher.totalStudents)],
                ["Clases asignadas", String(teacher.assignedClasses.length)],
                ["Tasa de compensación", `${compensationRatePercent(teacher.isStudioOwner)}%`],
              ].map(([label, value]) => (
                <div
                  key={label}
                  className="flex items-baseline justify-between gap-3 py-2.5 first:pt-0 last:pb-0"
                >
                  <dt className="text-sm text-ink-muted">{label}</dt>
                  <dd className="font-display text-2xl font-semibold text-ink tabular-nums">
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          </SectionCard>
        </div>

        <div className="space-y-5 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <CompensationCard
            teacherId={teacher.id}
            isStudioOwner={teacher.isStudioOwner}
            month={month}
            onMonthChange={setMonth}
          />

          <SectionCard
            title="Clases asignadas"
            icon={<BookOpen className="size-5 text-accent-text" aria-hidden="true" />}
          >
            {teacher.assignedClasses.length === 0 ? (
              <p className="text-sm text-ink-muted">No tiene clases asignadas.</p>
            ) : (
              <ul className="divide-y divide-line">
                {teacher.assignedClasses.map((assigned) => (
                  <li
                    key={assigned.id}
                    className="flex items-start justify-between gap-4 py-3 first:pt-0 last:pb-0"
                  >
                    <div className="min-w-0 flex-1">
                      <Link
                        to={`/classes/${assigned.id}`}
                        className="font-medium text-accent-text hover:underline"
                      >
                        {assigned.name}
                      </Link>
                      <p className="mt-0.5 text-sm text-ink-muted">
                        {assigned.schedule || "Sin horario"}
                      </p>
                    </div>
                    <div className="shrink-0 text-right text-sm">
                      <p className="font-medium text-ink tabular-nums">
                        {formatCLP(assigned.monthlyFee)} / mes
                      </p>
                      <p className="text-ink-muted">
                        {assigned.students} {assigned.students === 1 ? "estudiante" : "estudiantes"}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </SectionCard>

          <SectionCard
            title="Estudiantes en sus clases"
            icon={<Users className="size-5 text-accent-text" aria-hidden="true" />}
          >
            {teacher.students.length === 0 ? (
              <p className="text-sm text-ink-muted">Aún no hay estudiantes en sus clases.</p>
            ) : (
              <div className="space-y-5">
                {studentsByClass(teacher.students).map((group) => (
                  <div key={group.classId}>
                    <h3 className="text-sm font-semibold text-ink">
                      {group.className}{" "}
                      <span className="font-normal text-ink-muted">({group.students.length})</span>
                    </h3>
                    <ul className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
                      {group.students.map((student) => (
                        <li key={student.id} className="min-w-0 truncate">
                          <Link
                            to={`/students/${student.id}`}
                            className="text-accent-text hover:underline"
                          >
                            {student.fullName}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            )}
          </SectionCard>
        </div>
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Eliminar Profesora"
        description={`¿Estás segura de que deseas eliminar a ${teacher.fullName}? Esta acción no se puede deshacer.`}
        confirmLabel="Eliminar"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
