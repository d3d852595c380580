import { AlertTriangle, Check, Copy } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";

export interface ShownPassword {
  /** "Usuario creado", "Contraseña restablecida". */
  title: string;
  username: string;
  password: string;
}

/**
 * A password the server generated and will never send again (a new account's first one, or a
 * reset): shown here once with a copy button. Closing it is the last chance to read it.
 */
export function OneTimePasswordDialog({
  shown,
  onClose,
}: {
  shown: ShownPassword | null;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function copy() {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.password);
      setCopied(true);
    } catch {
      // Without clipboard access (plain http, a refused permission) the text is selected
      // for the person to copy by hand.
      passwordRef.current?.select();
    }
  }

  return (
    <Dialog
      open={shown !== null}
      onOpenChange={(open) => {
        if (open) return;
        setCopied(false);
        onClose();
      }}
    >
      {shown && (
        <DialogContent
          title={shown.title}
          description={
            <>
              Contraseña de <strong className="text-ink">{shown.username}</strong>. Entréguela a la
              persona: podrá cambiarla después desde «Cambiar contraseña».
            </>
          }
        >
          <div className="mt-5 flex flex-col gap-2 sm:flex-row">
            <label className="sr-only" htmlFor="one-time-password">
              Contraseña generada
            </label>
            <input
              id="one-time-password"
              ref={passwordRef}
              readOnly
              value={shown.password}
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1 rounded-lg border border-line bg-surface-muted px-3 py-2 font-mono text-base text-ink"
            />
            <Button variant="secondary" onClick={() => void copy()}>
              {copied ? (
                <Check className="size-4" aria-hidden="true" />
              ) : (
                <Copy className="size-4" aria-hidden="true" />
              )}
              {copied ? "Copiada" : "Copiar"}
            </Button>
          </div>
          <p
            role="alert"
            className="mt-4 flex gap-2 rounded-lg bg-warning-soft p-3 text-sm text-warning-text"
          >
            <AlertTriangle className="size-5 shrink-0" aria-hidden="true" />
            Esta contraseña no se volverá a mostrar. Cópiela antes de cerrar esta ventana.
          </p>
          <div className="mt-6 flex justify-end">
            <Button
              onClick={() => {
                setCopied(false);
                onClose();
              }}
            >
              Listo
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
