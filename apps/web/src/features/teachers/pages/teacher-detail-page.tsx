import { formatCLP, sharedClassSentence } from "@nova/domain";
import { BookOpen, ChartColumn, Crown, Users } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { DetailColumns } from "@/components/ui/detail-columns";
import { DeleteRecordButton, DetailPage, EditRecordLink } from "@/components/ui/detail-header";
import { LinkedRecordList } from "@/components/ui/linked-record-list";
import { PersonalInfoCard } from "@/components/ui/personal-info-card";
import { RecordPage } from "@/components/ui/record-page";
import { SectionCard } from "@/components/ui/section-card";
import { TeacherRoleBadge } from "@/components/ui/teacher-role-badge";
import { RecordHistory } from "@/entities/audit";
import { HonorariosMonths } from "@/entities/report";
import { AdminOnly } from "@/entities/session";
import { useDeleteRecord } from "@/lib/record-writes";
import { useStudioToday } from "@/lib/studio-today";
import { TEACHER_WRITES } from "../api/teacher-writes";
import { CompensationCard } from "../components/compensation-card";
import { TeacherAccount } from "../components/teacher-account";
import type { Teacher, TeacherStudent } from "../teacher";
import { teacherRecord } from "./teacher-record";

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

const NOT_FOUND = {
  title: "Profesora no encontrada",
  description: "La profesora que buscas no existe o fue eliminada.",
};

export function TeacherDetailPage() {
  return (
    <RecordPage kind={teacherRecord} notFound={NOT_FOUND}>
      {(teacher) => <TeacherProfile teacher={teacher} />}
    </RecordPage>
  );
}

/**
 * Why a shared class pays her less than her rate: "Compartida con Olga Dueña, 50 % de la
 * mitad" (the rate only for admins: the server sends it to them alone).
 */
function SharedClassNote({
  teacher,
  assigned,
}: {
  teacher: Teacher;
  assigned: Teacher["assignedClasses"][number];
}) {
  const sentence = sharedClassSentence({
    teacherCount: assigned.teacherCount,
    sharedWith: assigned.sharedWith.map((t) => t.fullName),
    percent: teacher.compensationPercent,
  });
  return sentence ? <p className="mt-0.5 text-sm text-info-text">{sentence}</p> : null;
}

function TeacherProfile({ teacher }: { teacher: Teacher }) {
  const studio = useStudioToday();
  const [month, setMonth] = useState(studio.month);
  const remove = useDeleteRecord(TEACHER_WRITES, teacher.id);

  return (
    <DetailPage
      back={teacherRecord.list}
      leading={<Avatar name={teacher.fullName} size="lg" />}
      title={
        <span className="inline-flex items-center gap-2">
          {teacher.fullName}
          {teacher.isStudioOwner && (
            <Crown
              className="size-6 shrink-0 text-warning-text"
              role="img"
              aria-label="Propietaria"
            />
          )}
        </span>
      }
      documentTitle={teacher.fullName}
      badge={<TeacherRoleBadge owner={teacher.isStudioOwner} />}
      details={<span className="break-all">{teacher.email}</span>}
      id={teacher.id}
      actions={
        <AdminOnly>
          <TeacherAccount teacher={teacher} />
          <EditRecordLink to={`/teachers/${teacher.id}/edit`} />
          <DeleteRecordButton
            title="Eliminar Profesora"
            description={`¿Estás segura de que deseas eliminar a ${teacher.fullName}? Esta acción no se puede deshacer.`}
            remove={remove}
            leaveTo="/teachers"
          />
        </AdminOnly>
      }
    >
      <DetailColumns
        side={
          <>
            <PersonalInfoCard
              items={[
                { label: "Teléfono", value: teacher.phone },
                { label: "Email", value: teacher.email },
                { label: "Dirección", value: teacher.address },
              ]}
            />
            <SectionCard title="Estadísticas" icon={ChartColumn}>
              <dl className="divide-y divide-line">
                {[
                  ["Total de estudiantes", String(teacher.totalStudents)],
                  ["Clases asignadas", String(teacher.assignedClasses.length)],
                  // Pay: the server sends the rate to admins only, and so the console shows it.
                  ...(teacher.sharePercentage === undefined
                    ? []
                    : [
                        [
                          "Tasa de compensación",
                          `${teacher.compensationPercent ?? teacher.sharePercentage}%`,
                        ],
                      ]),
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
          </>
        }
        main={
          <>
            {/* Pay is the owner's business: the server keeps compensation to admins. */}
            <AdminOnly>
              <CompensationCard
                teacherId={teacher.id}
                isStudioOwner={teacher.isStudioOwner}
                month={month}
                onMonthChange={setMonth}
              />
            </AdminOnly>
            <AdminOnly>
              <HonorariosMonths teacherId={teacher.id} />
            </AdminOnly>

            <SectionCard title="Clases asignadas" icon={BookOpen}>
              {teacher.assignedClasses.length === 0 ? (
                <p className="text-sm text-ink-muted">No tiene clases asignadas.</p>
              ) : (
                <LinkedRecordList
                  items={teacher.assignedClasses}
                  rowKey={(assigned) => assigned.id}
                  to={(assigned) => `/classes/${assigned.id}`}
                  title={(assigned) => assigned.name}
                  subtitle={(assigned) => assigned.schedule || "Sin horario"}
                  details={(assigned) => <SharedClassNote teacher={teacher} assigned={assigned} />}
                  aside={(assigned) => (
                    <div className="shrink-0 text-right text-sm">
                      <p className="font-medium text-ink tabular-nums">
                        {formatCLP(assigned.monthlyFee)} / mes
                      </p>
                      <p className="text-ink-muted">
                        {assigned.students} {assigned.students === 1 ? "estudiante" : "estudiantes"}
                      </p>
                    </div>
                  )}
                />
              )}
            </SectionCard>

            <SectionCard title="Estudiantes en sus clases" icon={Users}>
              {teacher.students.length === 0 ? (
                <p className="text-sm text-ink-muted">Aún no hay estudiantes en sus clases.</p>
              ) : (
                <div className="space-y-5">
                  {studentsByClass(teacher.students).map((group) => (
                    <div key={group.classId}>
                      <h3 className="text-sm font-semibold text-ink">
                        {group.className}{" "}
                        <span className="font-normal text-ink-muted">
                          ({group.students.length})
                        </span>
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
          </>
        }
      />
      <div className="mt-5">
        <RecordHistory entity="teacher" id={teacher.id} />
      </div>
    </DetailPage>
  );
}
