import { api, toApiError } from "@/lib/api-client";
import { downloadBlob } from "@/lib/download";
import { getToken } from "@/lib/session-token";

/**
 * GET /api/students/{id}/personal-data (or /api/guardians/{id}/personal-data): saves everything
 * held about the person as JSON, or as the readable PDF. The server audits each export.
 */
export async function exportPersonalData(
  id: number,
  format: "json" | "pdf",
  owner: "students" | "guardians" = "students",
): Promise<void> {
  const name = `datos-personales-${owner === "guardians" ? "apoderado-" : ""}${id}.${format}`;
  const path = `/api/${owner}/${id}/personal-data`;
  if (format === "json") {
    const document = await api.get<unknown>(path);
    downloadBlob(name, new Blob([JSON.stringify(document, null, 2)], { type: "application/json" }));
    return;
  }
  // The PDF is bytes, which the JSON client does not read: one plain authorised fetch.
  const response = await fetch(`${path}?format=pdf`, {
    headers: { authorization: `Bearer ${getToken() ?? ""}` },
  });
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => null));
  downloadBlob(name, await response.blob());
}
