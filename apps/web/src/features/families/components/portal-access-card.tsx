import { formatInstantEs, PORTAL_LINK_STATE_LABELS } from "@nova/domain";
import { Smartphone } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DescriptionList } from "@/components/ui/description-list";
import { QueryState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import { getErrorMessage } from "@/lib/api-client";
import { plural } from "@/lib/format";
import { useStudioToday } from "@/lib/studio-today";
import { usePortalAccess, useRevokePortal } from "../api/portal-access";

/**
 * 'Portal de la familia': whether the last link was opened and on how many devices the portal
 * is open, and 'Cerrar acceso' for a link sent to the wrong number or a lost phone.
 */
export function PortalAccessCard({ guardianId }: { guardianId: number }) {
  const access = usePortalAccess(guardianId);
  const revoke = useRevokePortal(guardianId);
  const { timeZone } = useStudioToday();
  const [asking, setAsking] = useState(false);
  return (
    <SectionCard
      title="Portal de la familia"
      icon={<Smartphone className="size-5 text-accent-text" aria-hidden="true" />}
    >
      <QueryState
        query={access}
        loadingLabel="Cargando el portal"
        errorTitle="No se pudo cargar el portal"
      >
        {(portal) => (
          <>
            <DescriptionList
              items={[
                {
                  label: "Último enlace",
                  value: portal.lastLink
                    ? `${formatInstantEs(portal.lastLink.sentAt, timeZone)} · ${PORTAL_LINK_STATE_LABELS[portal.lastLink.state]}`
                    : "Nunca enviado",
                },
                {
                  label: "Abierto en",
                  value:
                    portal.openSessions === 0
                      ? "Ningún dispositivo"
                      : `${plural(portal.openSessions, "dispositivo", "dispositivos")}${
                          portal.lastOpenedAt
                            ? ` (último: ${formatInstantEs(portal.lastOpenedAt, timeZone)})`
                            : ""
                        }`,
                },
              ]}
            />
            {(portal.openSessions > 0 || portal.lastLink?.state === "pending") && (
              <Button variant="secondary" className="mt-3" onClick={() => setAsking(true)}>
                Cerrar acceso al portal
              </Button>
            )}
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Cerrar acceso al portal"
        description="El enlace sin abrir deja de servir y el portal se cierra en todos los teléfonos donde está abierto. Para volver a entrar, la familia necesitará un enlace nuevo."
        confirmLabel="Cerrar acceso"
        destructive
        pending={revoke.isPending}
        error={revoke.isError ? getErrorMessage(revoke.error) : null}
        onConfirm={() => revoke.mutate(undefined, { onSuccess: () => setAsking(false) })}
      />
    </SectionCard>
  );
}
