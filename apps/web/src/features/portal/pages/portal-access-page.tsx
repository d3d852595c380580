import { useEffect, useRef, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api-client";
import { openPortalSession } from "../api/open-session";
import { PortalShell } from "../components/portal-shell";

/**
 * `/portal/acceso/{code}`: opens the portal on this phone. The code is spent by a POST sent
 * from the page, not by opening the address, so a link preview (WhatsApp fetches the address
 * to draw it) does not use up the family's one-time link.
 */
export function PortalAccessPage() {
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    openPortalSession(token)
      .then(() => navigate("/portal", { replace: true }))
      .catch((e: unknown) => setError(getErrorMessage(e)));
  }, [token, navigate]);
  return (
    <PortalShell title="Portal de la familia">
      {error ? (
        <div role="alert" className="rounded-lg border border-border bg-card p-4">
          <h1 className="text-xl font-semibold">No pudimos abrir tu portal</h1>
          <p className="mt-2">{error}</p>
        </div>
      ) : (
        <Spinner label="Abriendo tu portal…" />
      )}
    </PortalShell>
  );
}
