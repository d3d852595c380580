import type { ListExportInput } from "@nova/domain";
import { api } from "./api-client";
import { notify } from "./toast";

/** Which list an export is and with which filters (the audit row's subject, issue 29). */
export type ListExportAudit = Pick<ListExportInput, "list" | "filters">;

/**
 * The one path of every CSV/Excel export of a list with personal data: writes the audit row
 * (who, which list, how many rows, filters) and only then builds and saves the file. When the
 * row cannot be written nothing is downloaded and the person is told why.
 */
export async function exportAuditedList(
  audit: ListExportAudit & { format: ListExportInput["format"]; rows: number },
  download: () => void | Promise<void>,
): Promise<boolean> {
  try {
    await api.post("/api/audit/list-exports", audit);
  } catch {
    notify.error("No se pudo registrar la exportación en la auditoría: el archivo no se descargó");
    return false;
  }
  await download();
  return true;
}
