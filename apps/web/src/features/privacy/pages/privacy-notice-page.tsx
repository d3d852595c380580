import { usePublicNotice } from "../api/notice";
import { NoticeView } from "../components/notice-view";

/**
 * `/privacidad` reached inside the app (or on a build without the server's renderer): the
 * notice fetched from the API. The server usually sends the page already written.
 */
export function PrivacyNoticePage() {
  const notice = usePublicNotice();
  return (
    <>
      <title>Aviso de privacidad</title>
      <NoticeView notice={notice.data ?? null}>
        {notice.isError ? (
          <p role="alert">No pudimos cargar el aviso. Vuelve a intentarlo en unos minutos.</p>
        ) : (
          <p role="status">Cargando el aviso…</p>
        )}
      </NoticeView>
    </>
  );
}
