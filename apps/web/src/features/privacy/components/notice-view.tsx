import { formatDateEs, type PrivacyNoticeResponse } from "@nova/domain";
import type { ReactNode } from "react";
import { NoticeText } from "./notice-text";

/**
 * `/privacidad` as a visitor reads it: the studio's notice in force, with its version. Plain
 * HTML only (no router, no query): the server renders it whole (app/landing-server.tsx) and the
 * page needs no script, so a phone shows it with the first bytes (issue 40).
 */
export function NoticeView({
  notice,
  children,
}: {
  notice: PrivacyNoticeResponse | null;
  /** Shown instead of the notice (loading, an error). */
  children?: ReactNode;
}) {
  return (
    <main className="min-h-dvh bg-canvas px-4 py-10 sm:px-6">
      <article className="mx-auto max-w-3xl rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-10">
        <a
          href="/"
          className="mb-6 inline-flex min-h-6 items-center text-sm font-medium text-accent-text hover:underline"
        >
          ← Volver al inicio
        </a>
        <h1 className="sr-only">Aviso de privacidad</h1>
        {notice ? (
          <>
            <NoticeText text={notice.text} />
            <p className="mt-8 border-t border-line pt-4 text-sm text-ink-muted">
              {notice.publishedAt
                ? `Versión ${notice.version}, publicada el ${formatDateEs(notice.publishedAt.slice(0, 10))}.`
                : "Texto predeterminado del estudio."}
            </p>
          </>
        ) : (
          children
        )}
      </article>
    </main>
  );
}
