import type { BackupStatus, Settings, SettingsInput } from "@nova/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "./api-client";
import { apiRead } from "./api-query";
import { queryRoots } from "./query-keys";

export const settingsKeys = {
  all: queryRoots.settings,
  backups: [...queryRoots.settings, "backups"] as const,
};

/** GET /api/settings: the four sections every screen reads (time zone, fees, studio name). */
export const useSettings = apiRead<Settings>({
  key: () => settingsKeys.all,
  url: "/api/settings",
  meta: { silent: true },
});

/** GET /api/settings/backups: the newest backup the server took (null before the first). */
export const useBackupStatus = apiRead<BackupStatus>({
  key: () => settingsKeys.backups,
  url: "/api/settings/backups",
  meta: { silent: true },
});

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
