import { ArrowRight } from "lucide-react";
import type { DisplayChange } from "../audit-format";

/** More changes than this fold under "Ver … más" (a deletion lists every field). */
const SHOWN_CHANGES = 4;

/**
 * The fields a row changed, each as "label: old → new": the old value struck and dimmed, the
 * new one plain. An edit shows both sides ("(vacío)" for a side without a value); a creation
 * shows only the new values and a deletion only the old ones.
 */
export function AuditChanges({
  changes,
  bothSides,
}: {
  changes: DisplayChange[];
  /** Whether the row is an edit (both sides are meaningful). */
  bothSides: boolean;
}) {
  if (changes.length === 0) return null;
  const shown = changes.length > SHOWN_CHANGES + 1 ? changes.slice(0, SHOWN_CHANGES) : changes;
  const folded = changes.slice(shown.length);
  return (
    <div className="mt-2 text-sm">
      <ChangeList changes={shown} bothSides={bothSides} />
      {folded.length > 0 && (
        <details className="mt-1">
          <summary className="cursor-pointer text-accent-text hover:underline">
            Ver {folded.length} campos más
          </summary>
          <ChangeList changes={folded} bothSides={bothSides} />
        </details>
      )}
    </div>
  );
}

const EMPTY = "(vacío)";

function ChangeList({ changes, bothSides }: { changes: DisplayChange[]; bothSides: boolean }) {
  return (
    <dl className="space-y-1">
      {changes.map((change) => {
        const before = change.before ?? (bothSides ? EMPTY : null);
        const after = change.after ?? (bothSides ? EMPTY : null);
        return (
          <div key={change.field} className="flex flex-wrap items-baseline gap-x-2">
            <dt className="font-medium text-ink-muted">{change.label}:</dt>
            <dd className="flex min-w-0 flex-wrap items-baseline gap-x-1.5 [overflow-wrap:anywhere]">
              <ChangeSide value={before} side="before" paired={after !== null} />
              {before !== null && after !== null && (
                <ArrowRight
                  className="size-3.5 shrink-0 self-center text-ink-muted"
                  aria-hidden="true"
                />
              )}
              <ChangeSide value={after} side="after" paired={before !== null} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * One side of a change: "(vacío)" dimmed, or the value, struck and dimmed before, plain after.
 * Beside the other side, a screen reader hears "antes" and "ahora", which the arrow only shows.
 */
function ChangeSide({
  value,
  side,
  paired,
}: {
  value: string | null;
  side: "before" | "after";
  paired: boolean;
}) {
  if (value === EMPTY) return <span className="text-ink-muted">{EMPTY}</span>;
  if (value === null) return null;
  const spoken = paired && (
    <span className="sr-only">{side === "before" ? "antes" : "ahora"} </span>
  );
  return side === "before" ? (
    <del className="text-ink-muted line-through decoration-1">
      {spoken}
      {value}
    </del>
  ) : (
    <ins className="font-medium text-ink no-underline">
      {spoken}
      {value}
    </ins>
  );
}
