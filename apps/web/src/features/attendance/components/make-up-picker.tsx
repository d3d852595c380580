import { formatDateEs } from "@nova/domain";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useMakeUpCandidates } from "../api/get-make-up-candidates";

/**
 * 'Agregar recuperación': the students holding a make-up credit valid for this session's
 * class type; tapping one marks her present here (spending the credit).
 */
export function MakeUpPicker({
  classId,
  date,
  onPick,
}: {
  classId: number;
  date: string;
  onPick: (student: { id: number; fullName: string }) => void;
}) {
  const [open, setOpen] = useState(false);
  const query = useMakeUpCandidates(classId, date, open);
  if (!open) {
    return (
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} icon={UserPlus}>
        Agregar recuperación
      </Button>
    );
  }
  return (
    <div className="w-full rounded-lg bg-surface-muted p-3 text-sm">
      {query.isPending ? (
        <p className="text-ink-muted">Buscando estudiantes con recuperación…</p>
      ) : query.isError ? (
        <p className="text-danger-text">No se pudo cargar la lista. Intente nuevamente.</p>
      ) : query.data.length === 0 ? (
        <p className="text-ink-muted">Nadie tiene una recuperación vigente para esta clase.</p>
      ) : (
        <ul className="space-y-1.5">
          {query.data.map((student) => (
            <li key={student.id} className="flex items-center justify-between gap-2">
              <span className="text-ink">
                {student.fullName}
                <span className="text-ink-muted"> · vence {formatDateEs(student.expiresOn)}</span>
              </span>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  onPick(student);
                  setOpen(false);
                }}
              >
                Agregar
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button variant="ghost" size="sm" className="mt-2" onClick={() => setOpen(false)}>
        Cerrar
      </Button>
    </div>
  );
}
