import {
  ageOn,
  currentMonthInZone,
  DEFAULT_TIME_ZONE,
  formatDateEs,
  formatDateLongEs,
  formatRut,
  studentStatusLabel,
  todayInZone,
} from "@nova/domain";
import { HeartPulse, Pencil, Trash2, UserRound, Wallet } from "lucide-react";
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
import { useDeleteStudent } from "../api/delete-student";
import { useStudent } from "../api/get-student";
import { StudentBalance } from "../components/student-balance";
import { StudentEnrollments } from "../components/student-enrollments";
import { StudentPayments } from "../components/student-payments";
import type { Student } from "../student";

function StudentNotFound() {
  return (
    <NotFoundState
      title="Estudiante no encontrado"
      description="El estudiante que buscas no existe o fue eliminado."
      backTo="/students"
      backLabel="Volver a estudiantes"
    />
  );
}

export function StudentDetailPage() {
  const id = parseRouteId(useParams().id);
  if (id === null) return <StudentNotFound />;
  return <StudentDetail id={id} />;
}

function StudentDetail({ id }: { id: number }) {
  const query = useStudent(id);

  if (query.isPending) {
    return (
      <div className="flex justify-center py-20 text-accent">
        <title>Estudiante · NOVA</title>
        <Spinner className="size-8" label="Cargando estudiante" />
      </div>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <StudentNotFound />;
    return (
      <section aria-labelledby="page-title">
        <PageHeader title="Estudiante" back={{ to: "/students", label: "Estudiantes" }} />
        <ErrorState
          title="Error al cargar los datos del estudiante"
          message={getErrorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </section>
    );
  }
  return <StudentProfile student={query.data} />;
}

function StudentProfile({ student }: { student: Student }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteStudent(student.id);
  const now = new Date();
  const today = todayInZone(now, DEFAULT_TIME_ZONE);
  const month = currentMonthInZone(now, DEFAULT_TIME_ZONE);

  function confirmDelete() {
    remove.mutate(undefined, {
      onSuccess: () => navigate("/students", { replace: true }),
      onSettled: () => setConfirming(false),
    });
  }

  const birth = student.birthDate
    ? `${formatDateLongEs(student.birthDate)} (${ageOn(student.birthDate, today)} años)`
    : null;

  return (
    <section aria-labelledby="page-title">
      <title>{`${student.fullName} · NOVA`}</title>
      <PageHeader
        back={{ to: "/students", label: "Estudiantes" }}
        leading={<Avatar name={student.fullName} size="lg" />}
        title={student.fullName}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {/* SPEC §4: the detail screen always shows the student as active. */}
            <Badge tone="success">{studentStatusLabel("active")}</Badge>
            {student.enrollmentDate && (
              <span>Estudiante desde el {formatDateEs(student.enrollmentDate)}</span>
            )}
            <span>ID {student.id}</span>
          </span>
        }
        actions={
          <>
            <Link
              to={`/students/${student.id}/edit`}
              className={buttonClasses({ variant: "secondary" })}
            >
              <Pencil className="size-4" aria-hidden="true" />
              Editar
            </Link>
            <Link to={`/payments/new?student=${student.id}`} className={buttonClasses()}>
              <Wallet className="size-4" aria-hidden="true" />
              Registrar Pago
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
                { label: "DNI", value: student.dni ? formatRut(student.dni) : null },
                { label: "Fecha de nacimiento", value: birth },
                { label: "Email", value: student.email },
                { label: "Teléfono", value: student.phone },
                { label: "Dirección", value: student.address },
              ]}
            />
          </SectionCard>
          <SectionCard
            title="Contacto de emergencia"
            icon={<HeartPulse className="size-5 text-accent-text" aria-hidden="true" />}
          >
            <DescriptionList
              items={[
                { label: "Nombre", value: student.emergencyContactName },
                { label: "Teléfono", value: student.emergencyContactPhone },
              ]}
            />
          </SectionCard>
          <StudentBalance studentId={student.id} month={month} />
        </div>
        <div className="space-y-5 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <StudentEnrollments studentId={student.id} />
          <StudentPayments studentId={student.id} />
        </div>
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Eliminar estudiante"
        description={`¿Estás seguro de que deseas eliminar a ${student.fullName}? Esta acción no se puede deshacer; sus pagos registrados se conservan.`}
        confirmLabel="Eliminar"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
