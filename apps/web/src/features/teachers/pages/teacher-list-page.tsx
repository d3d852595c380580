import { TEACHER_FILTER_LABELS, TEACHER_FILTERS } from "@nova/domain";
import { GraduationCap } from "lucide-react";
import { CardListPage, ListTotals } from "@/components/ui/list-page";
import { OptionSelect, optionsOf } from "@/components/ui/option-select";
import { AdminCreateLink } from "@/entities/session";
import { useListParams } from "@/lib/use-list-params";
import { useTeachers } from "../api/get-teachers";
import { TeacherCard } from "../components/teacher-card";

export function TeacherListPage() {
  // The search and the type live in the URL, so "back" from a teacher keeps them.
  const list = useListParams({ status: "all" });
  const status = TEACHER_FILTERS.find((filter) => filter === list.filters.status) ?? "all";
  const query = useTeachers({ search: list.search, status });

  const teachers = query.data?.teachers ?? [];
  const owners = teachers.filter((teacher) => teacher.isStudioOwner).length;
  // Counted by the server: a student taught by two teachers is one student of the studio.
  const totalStudents = query.data?.totalStudents ?? 0;

  return (
    <CardListPage
      title="Profesoras"
      description="El equipo docente del estudio y su compensación."
      actions={<AdminCreateLink to="/teachers/new">Nueva profesora</AdminCreateLink>}
      list={list}
      search={{ label: "Buscar profesoras", placeholder: "Buscar por nombre o email..." }}
      filters={
        <OptionSelect
          label="Tipo de profesora"
          hideLabel
          value={status}
          onValueChange={(value) => list.setFilter("status", value)}
          fieldClassName="flex-1 sm:flex-none"
          className="sm:w-44"
          options={optionsOf(TEACHER_FILTERS, (filter) => TEACHER_FILTER_LABELS[filter])}
        />
      }
      query={query}
      loadingLabel="Cargando profesoras"
      errorTitle="Error al cargar profesores"
      isEmpty={teachers.length === 0}
      emptyState={{
        icon: GraduationCap,
        title: "No hay profesores",
        filteredText: "Ninguna profesora coincide con los filtros.",
        emptyText: "Aún no se ha registrado ninguna profesora.",
        create: <AdminCreateLink to="/teachers/new">Agregar profesora</AdminCreateLink>,
      }}
      cards={teachers.map((teacher) => <TeacherCard key={teacher.id} teacher={teacher} />)}
    >
      <ListTotals
        items={[
          { label: TEACHER_FILTER_LABELS.owners, value: owners },
          { label: TEACHER_FILTER_LABELS.instructors, value: teachers.length - owners },
          { label: "Total estudiantes", value: totalStudents },
        ]}
      />
    </CardListPage>
  );
}
