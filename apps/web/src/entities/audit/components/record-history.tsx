import type { AuditedRecord } from "@nova/domain";
import { History } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { QueryCard } from "@/components/ui/query-card";
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
    <QueryCard
      title="Historial"
      icon={History}
      query={query}
      loadingLabel="Cargando historial"
      error="Error al cargar el historial"
      isEmpty={(data) => data.items.length === 0}
      empty="Aún no hay cambios registrados."
    >
      {(data) => (
        <>
          <ul className="divide-y divide-line" aria-label="Cambios del registro">
            {data.items.map((entry) => (
              <AuditEntry key={entry.id} entry={entry} timeZone={timeZone} showRecord={false} />
            ))}
          </ul>
          {data.total > data.items.length && (
            <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-ink-muted">
              Últimos {data.items.length} de {data.total} cambios.
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
    </QueryCard>
  );
}
