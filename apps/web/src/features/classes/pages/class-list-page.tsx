import {
  CLASS_STATUSES,
  CLASS_TYPE_LABELS,
  CLASS_TYPES,
  classStatusLabel,
  DAY_LABELS,
  DAYS_OF_WEEK,
} from "@nova/domain";
import { BookOpen } from "lucide-react";
import {
  CardListPage,
  ListFooter,
  ListTotals,
  pageCountOf,
  useListPaging,
} from "@/components/ui/list-page";
import { OptionSelect, optionsOf } from "@/components/ui/option-select";
import { AdminCreateLink } from "@/entities/session";
import { useListParams } from "@/lib/use-list-params";
import { useClasses } from "../api/get-classes";
import { ClassCard } from "../components/class-card";

const PAGE_SIZE = 12;

/** Keeps a filter from the URL only when it is one of `values` (a hand-edited link is ignored). */
function known(values: readonly string[], value: string): string {
  return values.includes(value) ? value : "";
}

export function ClassListPage() {
  // Search, type, status, day and page live in the URL: a reload or a shared link keeps them.
  const list = useListParams({ type: "", status: "", day: "" });
  const type = known(CLASS_TYPES, list.filters.type);
  const status = known(CLASS_STATUSES, list.filters.status);
  const day = known(DAYS_OF_WEEK, list.filters.day);
  const query = useClasses({ search: list.search, type, status, day });

  const classes = query.data ?? [];
  const total = classes.length;
  const page = Math.min(list.page, pageCountOf(total, PAGE_SIZE));
  const shown = classes.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const paging = useListPaging(list, query, total, PAGE_SIZE);

  const filters = [
    {
      name: "type" as const,
      label: "Tipo",
      value: type,
      all: "Todos los tipos",
      options: optionsOf(CLASS_TYPES, (value) => CLASS_TYPE_LABELS[value]),
    },
    {
      name: "status" as const,
      label: "Estado",
      value: status,
      all: "Todos los estados",
      options: optionsOf(CLASS_STATUSES, classStatusLabel),
    },
    {
      name: "day" as const,
      label: "Día",
      value: day,
      all: "Todos los días",
      options: optionsOf(DAYS_OF_WEEK, (value) => DAY_LABELS[value]),
    },
  ];

  return (
    <CardListPage
      title="Clases"
      description="Las clases del estudio, sus horarios, profesoras y cupos."
      actions={<AdminCreateLink to="/classes/new">Nueva clase</AdminCreateLink>}
      list={list}
      search={{ label: "Buscar clases", placeholder: "Buscar por clase o profesora..." }}
      filters={filters.map((filter) => (
        <OptionSelect
          key={filter.name}
          label={filter.label}
          hideLabel
          value={filter.value}
          onValueChange={(value) => list.setFilter(filter.name, value)}
          fieldClassName="w-full sm:w-auto"
          className="sm:w-44"
          all={filter.all}
          options={filter.options}
        />
      ))}
      query={query}
      loadingLabel="Cargando clases"
      errorTitle="Error al cargar clases"
      isEmpty={total === 0}
      emptyState={{
        icon: BookOpen,
        title: "No hay clases",
        filteredText: "Ninguna clase coincide con los filtros.",
        emptyText: "Aún no se ha creado ninguna clase.",
        create: <AdminCreateLink to="/classes/new">Crear primera clase</AdminCreateLink>,
      }}
      cards={shown.map((cls) => <ClassCard key={cls.id} cls={cls} />)}
    >
      <ListFooter {...paging} noun="clases" />
      <ListTotals
        items={[
          { label: "Activas", value: classes.filter((c) => c.status === "active").length },
          {
            label: "Programadas",
            value: classes.filter((c) => c.status === "scheduled").length,
          },
          {
            // A student in two classes is one student.
            label: "Estudiantes inscritos",
            value: new Set(classes.flatMap((c) => c.studentIds)).size,
          },
        ]}
      />
    </CardListPage>
  );
}
