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
  const settings = useSettings();
  const { today, month } = useStudioToday();
  const [from, setFrom] = useState(today);
  const firstMonth = settings.data ? studioFirstMonth({ settings: settings.data, month }) : null;
  const problem = !isValidDate(from)
    ? "La fecha de inicio de la asignación es requerida"
    : firstMonth && assignmentStartProblem(from, today, firstMonth);
  const changeOpen = (next: boolean) => {
    if (!next) {
      setFrom(today);
      assign.reset();
    }
    onOpenChange(next);
  };
  return (
    <PickerDialog
      open={open}
      onOpenChange={changeOpen}
      fields={
        <TextField
          label="Desde"
          required
          type="date"
          name="assignedFrom"
          value={from}
          max={today}
          min={firstMonth ? `${firstMonth}-01` : undefined}
          error={problem || (assign.isError ? getErrorMessage(assign.error) : undefined)}
          onChange={(e) => {
            assign.reset();
            setFrom(e.target.value);
          }}
        />
      }
      title="Asignar profesora"
      description={`Elige la profesora que dictará ${cls.name}.`}
      searchLabel="Buscar profesora por nombre"
      query={query}
      toOptions={(teachers) =>
        teachers
          .filter((teacher) => !cls.teacherIds.includes(teacher.id))
          .map((teacher) => ({
            item: teacher,
            id: teacher.id,
            name: teacher.fullName,
            detail: teacher.email,
            badge: teacher.isStudioOwner ? <Badge tone="warning">Propietaria</Badge> : undefined,
          }))
      }
      // The same rule as every list's search: each word typed, in any order, accents ignored.
      matches={(teacher, search) => matchesSearch(searchTextOf(teacher.fullName), search)}
      actionLabel="Asignar"
      pending={assign.isPending}
      // The date's problem already shows under 'Desde'; nothing is sent until it is fixed.
      onPick={(teacherId) => {
        if (problem) return;
        assign.mutate({ teacherId, assignedFrom: from }, { onSuccess: () => changeOpen(false) });
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
  const settings = useSettings();
  const { today, month } = useStudioToday();
  const full = cls.enrolledStudents >= cls.maxStudents;
  // The student picked: confirmed in a second step with her start date and what she will be
  // charged (issue 36), as the server's ledger computes it.
  const [chosen, setChosen] = useState<{ id: number; name: string } | null>(null);
  const [from, setFrom] = useState(today);
  const firstMonth = settings.data ? studioFirstMonth({ settings: settings.data, month }) : null;
  const problem = !isValidDate(from)
    ? "La fecha de inscripción es requerida"
    : firstMonth && enrollmentDateProblem(from, today, firstMonth);
  const close = () => {
    setChosen(null);
    setFrom(today);
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
            <TextField
              label="Inicio"
              required
              type="date"
              name="enrollmentDate"
              value={from}
              max={today}
              min={firstMonth ? `${firstMonth}-01` : undefined}
              error={problem || undefined}
              onChange={(e) => {
                enroll.reset();
                setFrom(e.target.value);
              }}
            />
            <EnrollmentPreview
              classId={cls.id}
              startDate={from}
              studentId={chosen.id}
              enabled={!problem}
            />
            {enroll.isError && <DialogAlert>{getErrorMessage(enroll.error)}</DialogAlert>}
            <DialogActions
              label="Inscribir"
              pending={enroll.isPending}
              onConfirm={() => {
                if (problem) return;
                enroll.mutate({ studentId: chosen.id, enrollmentDate: from }, { onSuccess: close });
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
      toOptions={(students) =>
        students
          .filter((student) => !cls.studentIds.includes(student.id))
          .map((student) => ({
            item: student,
            id: student.id,
            name: student.fullName,
            detail: [
              student.birthDate ? `Nacimiento: ${formatDateEs(student.birthDate)}` : null,
              student.phone,
            ]
              .filter(Boolean)
              .join(" · "),
          }))
      }
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
      onPick={(studentId) => {
        const student = query.data?.find((s) => s.id === studentId);
        setChosen({ id: studentId, name: student?.fullName ?? "" });
      }}
      emptyText="No hay estudiantes disponibles para inscribir."
      errorTitle="Error al cargar la lista de estudiantes"
    />
  );
}
