import {
  ageOn,
  formatDateEs,
  formatDateLongEs,
  formatRut,
  GUARDIAN_RELATIONSHIP_LABELS,
  isMinorOn,
  studentStatusLabel,
} from "@nova/domain";
import { HeartPulse, Users, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button-link";
import { DetailColumns } from "@/components/ui/detail-columns";
import { DeleteRecordButton, DetailPage, EditRecordLink } from "@/components/ui/detail-header";
import { FactsCard } from "@/components/ui/facts-card";
import { PersonalInfoCard } from "@/components/ui/personal-info-card";
import { RecordPage } from "@/components/ui/record-page";
import { SectionCard } from "@/components/ui/section-card";
import { RecordHistory } from "@/entities/audit";
import { PortalLinkButton } from "@/entities/family";
import { AdminOnly } from "@/entities/session";
import type { Student } from "@/entities/student";
import { useDeleteRecord } from "@/lib/record-writes";
import { useStudioToday } from "@/lib/studio-today";
import { STUDENT_WRITES } from "../api/student-writes";
import { StudentBalance } from "../components/student-balance";
import { StudentEnrollments } from "../components/student-enrollments";
import { StudentPayments } from "../components/student-payments";
import { StudentReceipts } from "../components/student-receipts";
import { StudentScholarships } from "../components/student-scholarships";
import { studentRecord } from "./student-record";

const NOT_FOUND = {
  title: "Estudiante no encontrado",
  description: "El estudiante que buscas no existe o fue eliminado.",
};

/** What other features show on a student's page, put in by the app (src/app/pages). */
export interface StudentPageSlots {
  /** Her attendance, below her classes (attendance). */
  attendance: (studentId: number) => ReactNode;
  /** Her privacy card: consents and data requests (privacy). */
  privacy: (student: Student) => ReactNode;
}

export function StudentDetailPage({ slots }: { slots: StudentPageSlots }) {
  return (
    <RecordPage kind={studentRecord} notFound={NOT_FOUND}>
      {(student) => <StudentProfile student={student} slots={slots} />}
    </RecordPage>
  );
}

function StudentProfile({ student, slots }: { student: Student; slots: StudentPageSlots }) {
  const remove = useDeleteRecord(STUDENT_WRITES, student.id);
  const { today } = useStudioToday();

  const birth = student.birthDate
    ? `${formatDateLongEs(student.birthDate)} (${ageOn(student.birthDate, today)} años)`
    : null;

  return (
    <DetailPage
      back={studentRecord.list}
      leading={<Avatar name={student.fullName} size="lg" />}
      title={student.fullName}
      documentTitle={student.fullName}
      // docs/product/behaviour.md#statuses: the detail screen always shows the student as active.
      badge={<Badge tone="success">{studentStatusLabel("active")}</Badge>}
      details={
        student.enrollmentDate && (
          <span>Estudiante desde el {formatDateEs(student.enrollmentDate)}</span>
        )
      }
      id={student.id}
      actions={
        <>
          <EditRecordLink to={`/students/${student.id}/edit`} />
          <ButtonLink to={`/payments/new?student=${student.id}`} icon={Wallet}>
            Registrar Pago
          </ButtonLink>
          <AdminOnly>
            <DeleteRecordButton
              title="Eliminar estudiante"
              description={`¿Estás seguro de que deseas eliminar a ${student.fullName}? Esta acción no se puede deshacer; sus pagos registrados se conservan.`}
              remove={remove}
              leaveTo="/students"
            />
          </AdminOnly>
        </>
      }
    >
      <DetailColumns
        side={
          <>
            <PersonalInfoCard
              items={[
                { label: "RUT", value: student.dni ? formatRut(student.dni) : null },
                { label: "Fecha de nacimiento", value: birth },
                { label: "Email", value: student.email },
                { label: "Teléfono", value: student.phone },
                { label: "Dirección", value: student.address },
              ]}
            />
            <StudentGuardians student={student} isMinor={isMinorOn(student.birthDate, today)} />
            <FactsCard
              title="Contacto de emergencia"
              icon={HeartPulse}
              items={[
                { label: "Nombre", value: student.emergencyContactName },
                { label: "Teléfono", value: student.emergencyContactPhone },
              ]}
            />
            <StudentBalance studentId={student.id} />
            <StudentScholarships studentId={student.id} />
            {slots.privacy(student)}
          </>
        }
        main={
          <>
            <StudentEnrollments studentId={student.id} />
            {slots.attendance(student.id)}
            <StudentPayments studentId={student.id} />
            <StudentReceipts studentId={student.id} />
            <RecordHistory entity="student" id={student.id} />
          </>
        }
      />
    </DetailPage>
  );
}

/** "Apoderados": each guardian with her relationship, the payer marked, linking to her family. */
function StudentGuardians({ student, isMinor }: { student: Student; isMinor: boolean }) {
  return (
    <SectionCard title="Apoderados" icon={Users}>
      {student.guardians.length === 0 ? (
        <p className="text-sm text-ink-muted">
          {isMinor ? (
            <>
              <Badge tone="warning">Sin apoderado</Badge>{" "}
              <Link to={`/students/${student.id}/edit`} className="text-accent-text underline">
                Agregue uno
              </Link>
              : es menor de edad.
            </>
          ) : (
            "Sin apoderados: paga por sí mismo."
          )}
        </p>
      ) : (
        <ul className="space-y-3">
          {student.guardians.map((g) => (
            <li key={g.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0">
                <Link
                  to={`/families/${g.id}`}
                  className="font-medium text-accent-text underline-offset-2 hover:underline"
                >
                  {g.fullName}
                </Link>
                <span className="block text-sm text-ink-muted">
                  {GUARDIAN_RELATIONSHIP_LABELS[g.relationship]}
                </span>
              </span>
              {g.isPayer && <Badge tone="info">Responsable de pago</Badge>}
            </li>
          ))}
        </ul>
      )}
      {/* An adult no one else pays for opens the portal herself (her own payer record). */}
      {!isMinor &&
        student.phone &&
        !student.guardians.some((g) => g.isPayer && g.relationship !== "titular") && (
          <div className="mt-3">
            <PortalLinkButton
              to={{ studentId: student.id }}
              phone={student.phone}
              name={student.fullName}
            />
          </div>
        )}
    </SectionCard>
  );
}
