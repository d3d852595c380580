import type { Settings, SettingsInput } from "@nova/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * The last backup as the server may report it (issue 13 adds it to GET /api/settings in a
 * branch of its own): read leniently, since its exact field names are not settled here.
 */
export interface BackupInfo {
  at?: string;
  takenAt?: string;
  createdAt?: string;
  size?: number;
  sizeBytes?: number;
  bytes?: number;
}

/** GET /api/settings: the four sections, plus the last backup when the server reports one. */
export type StoredSettings = Settings & {
  lastBackup?: BackupInfo | null;
  system: Settings["system"] & { lastBackup?: BackupInfo | null };
};

export const settingsKeys = { all: ["settings"] as const };

export function useSettings() {
  return useQuery({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) => api.get<StoredSettings>("/api/settings", { signal }),
    meta: { silent: true },
  });
}

/** PUT /api/settings with all four sections; answers the settings as stored. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SettingsInput) => api.put<StoredSettings>("/api/settings", settings),
    meta: {
      successMessage: "Configuración guardada exitosamente",
      errorMessage: "Error al guardar la configuración",
    },
    // The late fee, due day and time zone change what every report and the payment form
    // compute: nothing cached before the save can be trusted.
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.all, saved);
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== "settings" });
    },
  });
}
