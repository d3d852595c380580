import type { ReactNode } from "react";
import { useEffect } from "react";

/** The portal's frame: phone-first, one column, the studio's name on top; closed to crawlers. */
export function PortalShell({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = title;
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex, nofollow";
    document.head.appendChild(meta);
    return () => meta.remove();
  }, [title]);
  return (
    <main className="mx-auto min-h-dvh w-full max-w-xl bg-background px-4 py-6 text-foreground">
      {children}
    </main>
  );
}

export function PortalSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `portal-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="mt-6 rounded-lg border border-border bg-card p-4">
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
