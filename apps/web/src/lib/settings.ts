import type { BackupStatus, Settings, SettingsInput } from "@nova/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./api-client";
import { apiQuery } from "./api-query";
import { queryRoots } from "./query-keys";

export const settingsKeys = {
  all: queryRoots.settings,
  backups: [...queryRoots.settings, "backups"] as const,
};

/** GET /api/settings: the four sections every screen reads (time zone, fees, studio name). */
const settingsQueryOptions = apiQuery<Settings>({
  key: () => settingsKeys.all,
  url: "/api/settings",
  meta: { silent: true },
});

export function useSettings() {
  return useQuery(settingsQueryOptions());
}

/** GET /api/settings/backups: the newest backup the server took (null before the first). */
const backupStatusQueryOptions = apiQuery<BackupStatus>({
  key: () => settingsKeys.backups,
  url: "/api/settings/backups",
  meta: { silent: true },
});

export function useBackupStatus() {
  return useQuery(backupStatusQueryOptions());
}

/** PUT /api/settings with all four sections; answers the settings as stored. */
export function saveSettings(settings: SettingsInput): Promise<Settings> {
  return api.put<Settings>("/api/settings", settings);
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    meta: {
      successMessage: "Configuración guardada exitosamente",
      errorMessage: "Error al guardar la configuración",
    },
    // The late fee, due day and time zone change what every report and the payment form
    // compute: nothing cached before the save can be trusted.
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.all, saved);
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== queryRoots.settings[0],
      });
    },
  });
}
