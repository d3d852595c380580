import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import { invalidateKeys, queryRoots } from "@/lib/query-keys";
import { whatsappLink } from "@/lib/whatsapp";

/** Whose portal the link opens: a family's (its guardian), or an adult student's who pays herself. */
export type PortalLinkFor = { guardianId: number } | { studentId: number };

/**
 * 'Enlace al portal': a new one-time link (7 days) sent by WhatsApp. The chat opens in a new
 * tab with the text ready; the link itself is shown nowhere else. For an adult student the
 * server first makes her own payer record, so her page and the families list change too.
 */
export function PortalLinkButton({
  to,
  phone,
  name,
}: {
  to: PortalLinkFor;
  phone: string;
  name: string;
}) {
  const queryClient = useQueryClient();
  const path =
    "guardianId" in to
      ? `/api/guardians/${to.guardianId}/portal-link`
      : `/api/students/${to.studentId}/portal-link`;
  const link = useMutation({
    mutationFn: () => api.post<{ url: string; expiresAt: string }>(path),
    meta: { errorMessage: "No se pudo crear el enlace al portal" },
    onSuccess: ({ url }) => {
      const text = `Hola ${name.split(" ")[0]}, este es tu enlace al portal de la familia (vence en 7 días, úsalo desde tu teléfono): ${url}`;
      const chat = whatsappLink(phone, text);
      if (chat) window.open(chat, "_blank", "noopener");
      // A new link shows on the family's portal card; an adult's also made her payer record.
      return invalidateKeys(
        queryClient,
        "studentId" in to ? [queryRoots.students, queryRoots.families] : [queryRoots.families],
      );
    },
  });
  return (
    <Button variant="secondary" loading={link.isPending} onClick={() => link.mutate()}>
      <Link2 className="size-4" aria-hidden="true" />
      Enlace al portal
    </Button>
  );
}
