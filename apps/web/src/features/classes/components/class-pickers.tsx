import {
  assignmentStartProblem,
  enrollmentDateProblem,
  formatDateEs,
  isValidDate,
  matchesSearch,
  searchTextOf,
  studentMatchesSearch,
  studioFirstMonth,
} from "@nova/domain";
import { useState } from "react";
import { EnrollmentPreview } from "@/components/enrollment-preview";
import { Badge } from "@/components/ui/badge";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { DialogActions, DialogAlert } from "@/components/ui/dialog-footer";
import { TextField } from "@/components/ui/input";
import { getErrorMessage } from "@/lib/api-client";
import { useSettings } from "@/lib/settings";
import { useStudioToday } from "@/lib/studio-today";
import { useAssignTeacher, useEnrollStudent } from "../api/class-membership";
import { usePickerStudents, usePickerTeachers } from "../api/get-picker-options";
import type { DanceClass } from "../class";
import { PickerDialog } from "./picker-dialog";

interface PickerProps {
  cls: DanceClass;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A start date ('Desde', 'Inicio'): today at first, never after today nor before the studio's
 * first month. `rule` words what is wrong with it (an assignment's, an enrollment's).
 */
function useStartDate(
  required: string,
  rule: (date: string, today: string, firstMonth: string) => string | null,
) {
  const settings = useSettings();
  const { today, month } = useStudioToday();
  const [date, setDate] = useState(today);
  const firstMonth = settings.data ? studioFirstMonth({ settings: settings.data, month }) : null;
  const problem = !isValidDate(date) ? required : firstMonth && rule(date, today, firstMonth);
  return { date, setDate, reset: () => setDate(today), today, firstMonth, problem };
}

/** The start date's input; its problem shows under it, else the server's refusal (`refused`). */
function StartDateField({
  label,
  name,
  start,
  refused,
  onEdit,
}: {
  label: string;
  name: string;
  start: ReturnType<typeof useStartDate>;
  refused?: string;
  /** A new date clears the last refusal. */
  onEdit: () => void;
}) {
  return (
    <TextField
      label={label}
      required
      type="date"
      name={name}
      value={start.date}
      max={start.today}
      min={start.firstMonth ? `${start.firstMonth}-01` : undefined}
      error={start.problem || refused}
      onChange={(e) => {
        onEdit();
        start.setDate(e.target.value);
      }}
    />
  );
}

const digits = (text: string) => text.replace(/\D/g, "");
/** "+56 9 1234", "(9) 1234-5678": digits and the marks people write phones with, nothing else. */
const looksLikePhone = (text: string) => /^[\d\s+()-]*\d[\d\s+()-]*$/.test(text);

/**
 * 'Asignar profesora': search by name; the class's teachers are left out. 'Desde' (default
 * today, never after) is the first day she teaches it, so an assignment entered late still
 * pays her for the months she really taught; the server's refusal shows under it.
 */
export function TeacherPicker({ cls, open, onOpenChange }: PickerProps) {
  const query = usePickerTeachers(open);
  const assign = useAssignTeacher(cls.id);
  const start = useStartDate(
    "La fecha de inicio de la asignación es requerida",
    assignmentStartProblem,
  );
  const changeOpen = (next: boolean) => {
    if (!next) {
      start.reset();
      assign.reset();
    }
    onOpenChange(next);
  };
  return (
    <PickerDialog
      open={open}
      onOpenChange={changeOpen}
      fields={
        <StartDateField
          label="Desde"
          name="assignedFrom"
          start={start}
          refused={assign.isError ? getErrorMessage(assign.error) : undefined}
          onEdit={() => assign.reset()}
        />
      }
      title="Asignar profesora"
      description={`Elige la profesora que dictará ${cls.name}.`}
      searchLabel="Buscar profesora por nombre"
      query={query}
      leaveOut={cls.teacherIds}
      describe={(teacher) => ({
        detail: teacher.email,
        badge: teacher.isStudioOwner ? <Badge tone="warning">Propietaria</Badge> : undefined,
      })}
      // The same rule as every list's search: each word typed, in any order, accents ignored.
      matches={(teacher, search) => matchesSearch(searchTextOf(teacher.fullName), search)}
      actionLabel="Asignar"
      pending={assign.isPending}
      // The date's problem already shows under 'Desde'; nothing is sent until it is fixed.
      onPick={(teacher) => {
        if (start.problem) return;
        assign.mutate(
          { teacherId: teacher.id, assignedFrom: start.date },
          { onSuccess: () => changeOpen(false) },
        );
      }}
      emptyText="No hay profesoras disponibles para asignar."
      errorTitle="Error al cargar profesores"
    />
  );
}

/**
 * 'Inscribir estudiante': search by name or phone; enrolled students are left out; a class at
 * capacity says 'Clase completa' and enrolls no one (the server would answer CLASS_FULL).
 */
export function StudentPicker({ cls, open, onOpenChange }: PickerProps) {
  const query = usePickerStudents(open);
  const enroll = useEnrollStudent(cls.id);
  const full = cls.enrolledStudents >= cls.maxStudents;
  // The student picked: confirmed in a second step with her start date and what she will be
  // charged (issue 36), as the server's ledger computes it.
  const [chosen, setChosen] = useState<{ id: number; name: string } | null>(null);
  const start = useStartDate("La fecha de inscripción es requerida", enrollmentDateProblem);
  const close = () => {
    setChosen(null);
    start.reset();
    enroll.reset();
    onOpenChange(false);
  };
  if (chosen) {
    return (
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (enroll.isPending) return;
          if (!next) {
            setChosen(null);
            enroll.reset();
          }
        }}
      >
        <DialogContent
          title={`Inscribir a ${chosen.name}`}
          description={`En ${cls.name}. Revise el inicio y lo que se cobrará antes de confirmar.`}
        >
          <div className="mt-4 space-y-4">
            <StartDateField
              label="Inicio"
              name="enrollmentDate"
              start={start}
              onEdit={() => enroll.reset()}
            />
            <EnrollmentPreview
              classId={cls.id}
              startDate={start.date}
              studentId={chosen.id}
              enabled={!start.problem}
            />
            {enroll.isError && <DialogAlert>{getErrorMessage(enroll.error)}</DialogAlert>}
            <DialogActions
              label="Inscribir"
              pending={enroll.isPending}
              onConfirm={() => {
                if (start.problem) return;
                enroll.mutate(
                  { studentId: chosen.id, enrollmentDate: start.date },
                  { onSuccess: close },
                );
              }}
            />
          </div>
        </DialogContent>
      </Dialog>
    );
  }
  return (
    <PickerDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Inscribir estudiante"
      description={`Cupo de ${cls.name}: ${cls.enrolledStudents} de ${cls.maxStudents} inscritos.`}
      searchLabel="Buscar por nombre o teléfono"
      query={query}
      leaveOut={cls.studentIds}
      describe={(student) => ({
        detail: [
          student.birthDate ? `Nacimiento: ${formatDateEs(student.birthDate)}` : null,
          student.phone,
        ]
          .filter(Boolean)
          .join(" · "),
      })}
      matches={(student, search) => {
        // The students list's own search (names in any order, e-mail, RUT), and the phone.
        // A search with letters is a name: "Ana 2" must not list every phone holding a 2.
        return (
          studentMatchesSearch(student, search) ||
          (looksLikePhone(search) && digits(student.phone ?? "").includes(digits(search)))
        );
      }}
      actionLabel="Inscribir"
      pending={enroll.isPending}
      blocked={full ? "Clase completa" : undefined}
      onPick={(student) => setChosen({ id: student.id, name: student.fullName })}
      emptyText="No hay estudiantes disponibles para inscribir."
      errorTitle="Error al cargar la lista de estudiantes"
    />
  );
}
