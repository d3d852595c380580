import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Copy, Link2 } from "lucide-react";
import { useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { Dialog, DialogContent, openWhileSet } from "@/components/ui/dialog";
import { WhatsAppLink } from "@/components/whatsapp-link";
import { api } from "@/lib/api-client";
import { invalidateKeys, queryRoots } from "@/lib/query-keys";
import { whatsappLink } from "@/lib/whatsapp";

/** Whose portal the link opens: a family's (its guardian), or an adult student's who pays herself. */
export type PortalLinkFor = { guardianId: number } | { studentId: number };

/**
 * 'Enlace al portal': a new one-time link (7 days) sent by WhatsApp. The message is shown first
 * (issue 36): staff read it, copy it (to send it another way) or open the chat with it ready in
 * a new tab; the link itself is shown nowhere else. For an adult student the
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
  const [message, setMessage] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const path =
    "guardianId" in to
      ? `/api/guardians/${to.guardianId}/portal-link`
      : `/api/students/${to.studentId}/portal-link`;
  const link = useMutation({
    mutationFn: () => api.post<{ url: string; expiresAt: string }>(path),
    meta: { errorMessage: "No se pudo crear el enlace al portal" },
    onSuccess: ({ url }) => {
      setCopied(false);
      setMessage(
        `Hola ${name.split(" ")[0]}, este es tu enlace al portal de la familia (vence en 7 días, úsalo desde tu teléfono): ${url}`,
      );
      // A new link shows on the family's portal card; an adult's also made her payer record.
      return invalidateKeys(
        queryClient,
        "studentId" in to ? [queryRoots.students, queryRoots.families] : [queryRoots.families],
      );
    },
  });
  const chat = message === null ? null : whatsappLink(phone, message);
  return (
    <>
      <Button
        variant="secondary"
        loading={link.isPending}
        onClick={() => link.mutate()}
        icon={Link2}
      >
        Enlace al portal
      </Button>
      <Dialog {...openWhileSet(message, setMessage)}>
        <DialogContent
          title="Enlace al portal"
          description={`El mensaje para ${name}, con su enlace (vence en 7 días).`}
        >
          <textarea
            readOnly
            aria-label="Mensaje"
            value={message ?? ""}
            rows={5}
            className="mt-3 w-full rounded-md border border-line bg-surface p-2 text-sm text-ink"
          />
          <div className="mt-3 flex flex-wrap justify-end gap-2">
            <Button
              variant="secondary"
              onClick={async () => {
                await navigator.clipboard.writeText(message ?? "");
                setCopied(true);
              }}
              icon={Copy}
            >
              {copied ? "Copiado" : "Copiar mensaje"}
            </Button>
            {chat ? (
              <WhatsAppLink href={chat} className={buttonClasses({ variant: "primary" })}>
                Abrir WhatsApp
              </WhatsAppLink>
            ) : (
              <p className="text-sm text-ink-muted">Sin teléfono válido: copie el mensaje.</p>
            )}
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
