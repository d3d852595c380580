import type { BackupStatus, Settings, SettingsInput } from "@nova/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const settingsKeys = {
  all: ["settings"] as const,
  backups: ["settings", "backups"] as const,
};

export function useSettings() {
  return useQuery({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) => api.get<Settings>("/api/settings", { signal }),
    meta: { silent: true },
  });
}

/** GET /api/settings/backups: the newest backup the server took (null before the first). */
export function useBackupStatus() {
  return useQuery({
    queryKey: settingsKeys.backups,
    queryFn: ({ signal }) => api.get<BackupStatus>("/api/settings/backups", { signal }),
    meta: { silent: true },
  });
}

/** PUT /api/settings with all four sections; answers the settings as stored. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SettingsInput) => api.put<Settings>("/api/settings", settings),
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
