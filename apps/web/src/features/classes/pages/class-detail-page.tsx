import {
  classTypeLabel,
  DAY_LABELS,
  formatCLP,
  formatDateEs,
  formatDurationEs,
  scheduleTimeRange,
  sortSchedules,
} from "@nova/domain";
import {
  CalendarClock,
  GraduationCap,
  UserMinus,
  UserPlus,
  UserRoundPlus,
  Wallet,
} from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DeleteRecordButton, DetailPage, EditRecordLink } from "@/components/ui/detail-header";
import { FactsCard } from "@/components/ui/facts-card";
import { RecordPage } from "@/components/ui/record-page";
import { SectionCard } from "@/components/ui/section-card";
import { RecordHistory } from "@/entities/audit";
import { AdminOnly } from "@/entities/session";
import { useDeleteRecord } from "@/lib/record-writes";
import { useStudioToday } from "@/lib/studio-today";
import { useUnassignTeacher } from "../api/class-membership";
import { CLASS_WRITES } from "../api/class-writes";
import type { DanceClass } from "../class";
import { StudentPicker, TeacherPicker } from "../components/class-pickers";
import { ClassStudentsCard } from "../components/class-students-card";
import { type EnrollDialogSlot, WaitlistCard } from "../components/waitlist-card";
import { classRecord } from "./class-record";

const NOT_FOUND = {
  title: "Clase no encontrada",
  description: "La clase que buscas no existe o fue eliminada.",
};

/** What other features show on a class's page, put in by the app (src/app/pages). */
export interface ClassPageSlots {
  /** The class's attendance, below its waitlist (attendance). */
  attendance: (classId: number) => ReactNode;
  /** Enrolling a waiting trial request from the waitlist (trial requests). */
  enrollDialog: EnrollDialogSlot;
}

export function ClassDetailPage({ slots }: { slots: ClassPageSlots }) {
  return (
    <RecordPage kind={classRecord} notFound={NOT_FOUND}>
      {(cls) => <ClassDetail cls={cls} slots={slots} />}
    </RecordPage>
  );
}

function ClassDetail({ cls, slots }: { cls: DanceClass; slots: ClassPageSlots }) {
  const studio = useStudioToday();
  const [month, setMonth] = useState(studio.month);
  const [picking, setPicking] = useState<"teacher" | "student" | null>(null);
  const remove = useDeleteRecord(CLASS_WRITES, cls.id);
  const unassign = useUnassignTeacher(cls.id);
  const active = cls.status === "active";

  return (
    <DetailPage
      back={classRecord.list}
      title={cls.name}
      documentTitle={cls.name}
      // docs/product/screens.md#class-detail: the detail treats only 'active' as active.
      badge={<Badge tone={active ? "success" : "neutral"}>{active ? "Activa" : "Inactiva"}</Badge>}
      details={<span>{classTypeLabel(cls.type)}</span>}
      id={cls.id}
      actions={
        <>
          <Button onClick={() => setPicking("student")} icon={UserPlus}>
            Inscribir estudiante
          </Button>
          <AdminOnly>
            <Button variant="secondary" onClick={() => setPicking("teacher")} icon={UserRoundPlus}>
              Asignar profesora
            </Button>
            <EditRecordLink to={`/classes/${cls.id}/edit`} />
            <DeleteRecordButton
              title="Eliminar clase"
              description={`¿Estás segura de que deseas eliminar ${cls.name}? Esta acción no se puede deshacer.`}
              remove={remove}
              leaveTo="/classes"
            />
          </AdminOnly>
        </>
      }
    >
      {cls.description && <p className="-mt-2 mb-6 max-w-3xl text-ink-muted">{cls.description}</p>}

      <div className="grid grid-cols-1 items-start gap-5 md:grid-cols-2 xl:grid-cols-3">
        <FactsCard
          title="Valores"
          icon={Wallet}
          items={[
            { label: "Precio mensual", value: formatCLP(cls.price) },
            { label: "Ingresos del mes", value: formatCLP(cls.monthlyRevenue) },
            { label: "Cupo", value: `${cls.enrolledStudents} / ${cls.maxStudents} inscritos` },
            { label: "Duración", value: formatDurationEs(cls.durationHours) },
          ]}
        />
        <SectionCard title="Horarios" icon={CalendarClock}>
          {cls.schedules.length === 0 ? (
            <p className="text-sm text-ink-muted">Sin horario</p>
          ) : (
            <ul className="space-y-1.5 text-sm">
              {sortSchedules(cls.schedules).map((s) => (
                <li
                  key={`${s.dayOfWeek}-${s.startHour}-${s.startMinute}`}
                  className="flex justify-between gap-3"
                >
                  <span className="text-ink">{DAY_LABELS[s.dayOfWeek]}</span>
                  <span className="text-ink-muted tabular-nums">
                    {scheduleTimeRange(s.startHour, s.startMinute, cls.durationHours)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
        <SectionCard title="Profesoras asignadas" icon={GraduationCap}>
          {cls.teachers.length === 0 ? (
            <p className="text-sm text-ink-muted">Sin asignar</p>
          ) : (
            <ul className="divide-y divide-line">
              {cls.teachers.map((teacher) => (
                <li
                  key={teacher.id}
                  className="flex items-center justify-between gap-3 py-2 first:pt-0 last:pb-0"
                >
                  <span className="min-w-0 text-sm">
                    <Link
                      to={`/teachers/${teacher.id}`}
                      className="font-medium text-accent-text hover:underline"
                    >
                      {teacher.fullName}
                    </Link>
                    {teacher.isStudioOwner && (
                      <Badge tone="warning" className="ml-2">
                        Propietaria
                      </Badge>
                    )}
                    <span className="ml-2 text-ink-muted">
                      desde {formatDateEs(teacher.assignedFrom)}
                    </span>
                  </span>
                  <AdminOnly>
                    <Button
                      variant="ghost"
                      size="icon"
                      disabled={unassign.isPending}
                      onClick={() => unassign.mutate(teacher.id)}
                      aria-label={`Quitar a ${teacher.fullName}`}
                      icon={UserMinus}
                    />
                  </AdminOnly>
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
      </div>
      <div className="mt-5">
        <ClassStudentsCard cls={cls} month={month} onMonthChange={setMonth} />
      </div>
      <div className="mt-5">
        <WaitlistCard classId={cls.id} className={cls.name} enrollDialog={slots.enrollDialog} />
      </div>
      <div className="mt-5">{slots.attendance(cls.id)}</div>
      <div className="mt-5">
        <RecordHistory entity="class" id={cls.id} />
      </div>

      <TeacherPicker
        cls={cls}
        open={picking === "teacher"}
        onOpenChange={(open) => setPicking(open ? "teacher" : null)}
      />
      <StudentPicker
        cls={cls}
        open={picking === "student"}
        onOpenChange={(open) => setPicking(open ? "student" : null)}
      />
    </DetailPage>
  );
}
