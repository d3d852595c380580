import type { AuditEntryResponse } from "@nova/domain";
import { formatInstantEs } from "@nova/domain";
import { Link } from "react-router";
import {
  actionLabel,
  type DisplayChange,
  displayChanges,
  recordLabel,
  recordPath,
  relatedRecords,
} from "../audit-format";
import { AuditChanges } from "./audit-changes";

/**
 * One row of the trail: who did what and when, which record (linked when it has a page;
 * left out on the record's own history) and the fields it changed.
 */
export function AuditEntry({
  entry,
  timeZone,
  showRecord = true,
}: {
  entry: AuditEntryResponse;
  timeZone: string;
  showRecord?: boolean;
}) {
  const path = recordPath(entry.entity, entry.entityId);
  const record = recordLabel(entry.entity, entry.entityId, entry.recordName);
  const changes = displayChanges(entry, timeZone);
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex flex-col gap-x-4 gap-y-0.5 sm:flex-row sm:items-baseline sm:justify-between">
        <p className="min-w-0 text-ink">
          <span className="font-semibold">{entry.userName ?? "Sistema"}</span>{" "}
          {actionLabel(entry.action).toLowerCase()}
          {showRecord && (
            <>
              {" "}
              {path ? (
                <Link to={path} className="font-medium text-accent-text hover:underline">
                  {record}
                </Link>
              ) : (
                <span className="font-medium">{record}</span>
              )}
            </>
          )}
          {relatedRecords(entry).map((related) => (
            <span key={related.path}>
              {" · "}
              <Link to={related.path} className="text-accent-text hover:underline">
                {related.label}
              </Link>
            </span>
          ))}
        </p>
        <time dateTime={entry.at} className="shrink-0 text-sm text-ink-muted tabular-nums">
          {formatInstantEs(entry.at, timeZone)}
        </time>
      </div>
      <AuditChanges changes={changes} bothSides={isEdit(entry.action, changes)} />
    </li>
  );
}

/**
 * Whether a row changed a record that existed before and after it, so an empty side means a
 * value was cleared or first set (a creation has no old side, a deletion's new side only says
 * when it went).
 */
function isEdit(action: string, changes: DisplayChange[]): boolean {
  if (action === "update") return true;
  if (action === "create" || action === "delete") return false;
  return changes.some((c) => c.before !== null) && changes.some((c) => c.after !== null);
}
