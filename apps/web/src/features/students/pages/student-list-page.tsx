import { STUDENT_PAGE_SIZE } from "@nova/domain";
import { SearchX, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { CardListPage, CreateLink, ListFooter, useListPaging } from "@/components/ui/list-page";
import { useListParams } from "@/lib/use-list-params";
import { useStudents } from "../api/get-students";
import { StudentCard } from "../components/student-card";

export function StudentListPage() {
  // The search and the page live in the URL, so "back" from a student returns to the same page.
  const list = useListParams();
  const query = useStudents({ search: list.search, page: list.page, size: STUDENT_PAGE_SIZE });
  const total = query.data?.total ?? 0;
  const paging = useListPaging(list, query, total, STUDENT_PAGE_SIZE);

  return (
    <CardListPage
      title="Estudiantes"
      description="Fichas de las alumnas y alumnos del estudio."
      actions={<CreateLink to="/students/new">Nuevo estudiante</CreateLink>}
      list={list}
      search={{ label: "Buscar estudiantes", placeholder: "Buscar por nombre, email o DNI..." }}
      query={query}
      loadingLabel="Cargando estudiantes"
      errorTitle="Error al cargar estudiantes"
      isEmpty={total === 0}
      empty={
        list.search ? (
          <EmptyState
            icon={SearchX}
            title="No hay estudiantes"
            description={`Ningún estudiante coincide con «${list.search}».`}
            action={
              <Button variant="secondary" onClick={list.clearFilters}>
                Ver todos los estudiantes
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={Users}
            title="No hay estudiantes"
            description="Aún no se ha registrado ningún estudiante."
            action={<CreateLink to="/students/new">Agregar estudiante</CreateLink>}
          />
        )
      }
      cards={query.data?.items.map((student) => <StudentCard key={student.id} student={student} />)}
    >
      <ListFooter {...paging} noun="estudiantes" />
    </CardListPage>
  );
}
