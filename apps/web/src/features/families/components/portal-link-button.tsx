import { useMutation } from "@tanstack/react-query";
import { Link2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import { whatsappLink } from "@/lib/whatsapp";

/**
 * 'Enlace al portal': a new one-time link (7 days) sent by WhatsApp. The chat opens in a new
 * tab with the text ready; the link itself is shown nowhere else.
 */
export function PortalLinkButton({
  guardianId,
  phone,
  name,
}: {
  guardianId: number;
  phone: string;
  name: string;
}) {
  const link = useMutation({
    mutationFn: () =>
      api.post<{ url: string; expiresAt: string }>(`/api/guardians/${guardianId}/portal-link`),
    meta: { errorMessage: "No se pudo crear el enlace al portal" },
    onSuccess: ({ url }) => {
      const text = `Hola ${name.split(" ")[0]}, este es tu enlace al portal de la familia (vence en 7 días, úsalo desde tu teléfono): ${url}`;
      const chat = whatsappLink(phone, text);
      if (chat) window.open(chat, "_blank", "noopener");
    },
  });
  return (
    <Button variant="secondary" loading={link.isPending} onClick={() => link.mutate()}>
      <Link2 className="size-4" aria-hidden="true" />
      Enlace al portal
    </Button>
  );
}
