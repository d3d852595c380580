import { TEACHER_FILTER_LABELS, TEACHER_FILTERS } from "@nova/domain";
import { GraduationCap, Plus, SearchX } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { SelectField } from "@/components/ui/input";
import { CardList, ClearFiltersButton, FilterBar, ListTotals } from "@/components/ui/list-page";
import { PageHeader } from "@/components/ui/page-header";
import { ListQueryState } from "@/components/ui/query-state";
import { SearchBox } from "@/components/ui/search-box";
import { useListParams } from "@/lib/use-list-params";
import { useTeachers } from "../api/get-teachers";
import { TeacherCard } from "../components/teacher-card";

export function TeacherListPage() {
  // The search and the type live in the URL, so "back" from a teacher keeps them.
  const list = useListParams({ status: "all" });
  const status = TEACHER_FILTERS.find((filter) => filter === list.filters.status) ?? "all";
  const query = useTeachers({ search: list.search, status });

  const teachers = query.data ?? [];
  const owners = teachers.filter((teacher) => teacher.isStudioOwner).length;
  const totalStudents = teachers.reduce((sum, teacher) => sum + teacher.totalStudents, 0);

  return (
    <section aria-labelledby="page-title">
      <title>Profesoras · NOVA</title>
      <PageHeader
        title="Profesoras"
        description="El equipo docente del estudio y su compensación."
        actions={
          <Link to="/teachers/new" className={buttonClasses()}>
            <Plus className="size-4" aria-hidden="true" />
            Nueva profesora
          </Link>
        }
      />

      <FilterBar
        search={
          <SearchBox
            value={list.typed}
            onChange={list.setTyped}
            label="Buscar profesoras"
            placeholder="Buscar por nombre o email..."
          />
        }
      >
        <SelectField
          label="Tipo de profesora"
          hideLabel
          value={status}
          onChange={(event) => list.setFilter("status", event.target.value)}
          fieldClassName="flex-1 sm:flex-none"
          className="sm:w-44"
        >
          {TEACHER_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {TEACHER_FILTER_LABELS[filter]}
            </option>
          ))}
        </SelectField>
        <ClearFiltersButton show={list.isFiltered} onClear={list.clearFilters} />
      </FilterBar>

      <ListQueryState
        query={query}
        loadingLabel="Cargando profesoras"
        errorTitle="Error al cargar profesores"
        isEmpty={teachers.length === 0}
        empty={
          <EmptyState
            icon={list.isFiltered ? SearchX : GraduationCap}
            title="No hay profesores"
            description={
              list.isFiltered
                ? "Ninguna profesora coincide con los filtros."
                : "Aún no se ha registrado ninguna profesora."
            }
            action={
              list.isFiltered ? (
                <Button variant="secondary" onClick={list.clearFilters}>
                  Limpiar filtros
                </Button>
              ) : (
                <Link to="/teachers/new" className={buttonClasses()}>
                  <Plus className="size-4" aria-hidden="true" />
                  Agregar profesora
                </Link>
              )
            }
          />
        }
      >
        <CardList label="Profesoras" placeholder={query.isPlaceholderData}>
          {teachers.map((teacher) => (
            <TeacherCard key={teacher.id} teacher={teacher} />
          ))}
        </CardList>
        <ListTotals
          items={[
            { label: "Propietarios", value: owners },
            { label: "Instructores", value: teachers.length - owners },
            { label: "Total estudiantes", value: totalStudents },
          ]}
        />
      </ListQueryState>
    </section>
  );
}
