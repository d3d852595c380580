import { api, toApiError } from "@/lib/api-client";
import { downloadBlob } from "@/lib/download";
import { getToken } from "@/lib/session-token";

/**
 * GET /api/students/{id}/personal-data: saves everything held about her as JSON, or as the
 * readable PDF. Each export is written to the audit log by the server.
 */
export async function exportPersonalData(studentId: number, format: "json" | "pdf"): Promise<void> {
  const name = `datos-personales-${studentId}.${format}`;
  if (format === "json") {
    const document = await api.get<unknown>(`/api/students/${studentId}/personal-data`);
    downloadBlob(name, new Blob([JSON.stringify(document, null, 2)], { type: "application/json" }));
    return;
  }
  // The PDF is bytes, which the JSON client does not read: one plain authorised fetch.
  const response = await fetch(`/api/students/${studentId}/personal-data?format=pdf`, {
    headers: { authorization: `Bearer ${getToken() ?? ""}` },
  });
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => null));
  downloadBlob(name, await response.blob());
}
