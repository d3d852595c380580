import type { AuditedRecord } from "@nova/domain";
import { History } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/ui/section-card";
import { Spinner } from "@/components/ui/spinner";
import { useStudioToday } from "@/lib/studio-today";
import { useRecordHistory } from "../api/get-audit";
import { AuditEntry } from "./audit-entry";

/** The history shows this many changes first, and this many more at each 'Ver más'. */
const STEP = 10;
/** The largest page the API serves. */
const MAX_SIZE = 100;

/** 'Historial' of a detail page: who changed this record, when, and what, newest first. */
export function RecordHistory({ entity, id }: { entity: AuditedRecord; id: number }) {
  const [size, setSize] = useState(STEP);
  const query = useRecordHistory(entity, id, size);
  const { timeZone } = useStudioToday();

  return (
    <SectionCard
      title="Historial"
      icon={<History className="size-5 text-accent-text" aria-hidden="true" />}
    >
      {query.isPending ? (
        <Spinner className="size-6 text-accent" label="Cargando historial" />
      ) : query.isError ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-danger-text" role="alert">
          Error al cargar el historial
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Reintentar
          </Button>
        </div>
      ) : query.data.items.length === 0 ? (
        <p className="text-sm text-ink-muted">Aún no hay cambios registrados.</p>
      ) : (
        <>
          <ul className="divide-y divide-line" aria-label="Cambios del registro">
            {query.data.items.map((entry) => (
              <AuditEntry key={entry.id} entry={entry} timeZone={timeZone} showRecord={false} />
            ))}
          </ul>
          {query.data.total > query.data.items.length && (
            <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-ink-muted">
              Últimos {query.data.items.length} de {query.data.total} cambios.
              {size < MAX_SIZE && (
                <Button
                  variant="secondary"
                  size="sm"
                  loading={query.isPlaceholderData}
                  onClick={() => setSize((s) => Math.min(s + STEP, MAX_SIZE))}
                >
                  Ver más
                </Button>
              )}
            </div>
          )}
        </>
      )}
    </SectionCard>
  );
}
