import { formatDateEs } from "@nova/domain";
import { Link } from "react-router";
import { usePublicNotice } from "../api/get-public-notice";
import { NoticeText } from "../components/notice-text";

/** `/privacidad`: the studio's privacy notice in force, for anyone (the public page, tú). */
export function PrivacyNoticePage() {
  const notice = usePublicNotice();
  return (
    <main className="min-h-dvh bg-canvas px-4 py-10 sm:px-6">
      <title>Aviso de privacidad</title>
      <article className="mx-auto max-w-3xl rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-10">
        <Link
          to="/"
          className="mb-6 inline-block text-sm font-medium text-accent-text hover:underline"
        >
          ← Volver al inicio
        </Link>
        <h1 className="sr-only">Aviso de privacidad</h1>
        {notice.isPending ? (
          <p role="status">Cargando el aviso…</p>
        ) : notice.isError ? (
          <p role="alert">No pudimos cargar el aviso. Vuelve a intentarlo en unos minutos.</p>
        ) : (
          <>
            <NoticeText text={notice.data.text} />
            <p className="mt-8 border-t border-line pt-4 text-sm text-ink-muted">
              {notice.data.publishedAt
                ? `Versión ${notice.data.version}, publicada el ${formatDateEs(notice.data.publishedAt.slice(0, 10))}.`
                : "Texto predeterminado del estudio."}
            </p>
          </>
        )}
      </article>
    </main>
  );
}
