import { formatDateEs, privacyNoticeInputSchema } from "@nova/domain";
import { ExternalLink } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { ListOrEmpty } from "@/components/list-or-empty";
import { QueryPage } from "@/components/query-page";
import { Button } from "@/components/ui/button";
import { TextareaField } from "@/components/ui/input";
import { SectionCard } from "@/components/ui/section-card";
import { useValidatedForm } from "@/lib/use-validated-form";
import { type NoticeHistory, useNoticeHistory, usePublishNotice } from "../api/notice";
import { NoticeText } from "../components/notice-text";

/** Settings → Privacidad: the studio's notice, edited and published as numbered versions. */
export function PrivacySettingsPage() {
  const history = useNoticeHistory();
  return (
    <QueryPage
      title="Privacidad"
      back={{ to: "/settings", label: "Configuración" }}
      description="El aviso de privacidad del estudio (Ley 21.719). Cada versión publicada se conserva con su fecha."
      actions={
        <Link
          to="/privacidad"
          target="_blank"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-accent-text hover:underline"
        >
          Ver /privacidad
          <ExternalLink className="size-4" aria-hidden="true" />
        </Link>
      }
      query={history}
      loadingLabel="Cargando el aviso"
      errorTitle="Error al cargar el aviso de privacidad"
    >
      {(versions) => <NoticeEditor history={versions} />}
    </QueryPage>
  );
}

function NoticeEditor({ history }: { history: NoticeHistory }) {
  const publish = usePublishNotice();
  const { formRef, control, submit, reset, setValue, formState } = useValidatedForm(
    privacyNoticeInputSchema,
    { text: history.current.text },
  );
  useEffect(() => reset({ text: history.current.text }), [history.current.text, reset]);
  const save = submit(async (input) => {
    await publish.mutateAsync(input);
  });
  const current = history.current;
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-3">
      <SectionCard
        className="lg:col-span-2"
        title={
          current.version === 0
            ? "Aviso (texto predeterminado, sin publicar)"
            : `Aviso vigente: versión ${current.version}`
        }
      >
        <form ref={formRef} onSubmit={save} noValidate className="space-y-4">
          <TextareaField
            label="Texto del aviso"
            hint="Títulos con # o ##, listas con -, negrita con **texto**. Diga quién es responsable, para qué usa los datos, con qué base legal, cuánto los conserva, con quién los comparte (WhatsApp) y cómo ejercer los derechos."
            rows={18}
            error={formState.errors.text?.message}
            {...control("text")}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? "Publicando…" : "Publicar nueva versión"}
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => setValue("text", history.defaultText, { shouldDirty: true })}
            >
              Usar texto predeterminado
            </Button>
          </div>
        </form>
      </SectionCard>
      <SectionCard title="Versiones publicadas">
        <ListOrEmpty
          items={history.versions}
          empty="Aún no hay versiones publicadas: /privacidad muestra el texto predeterminado."
          className="space-y-3"
        >
          {(v) => (
            <li key={v.version}>
              <details className="rounded-lg border border-line p-3">
                <summary className="cursor-pointer text-sm font-medium text-ink">
                  Versión {v.version} ·{" "}
                  {v.publishedAt ? formatDateEs(v.publishedAt.slice(0, 10)) : ""}
                  {v.publishedBy ? ` · ${v.publishedBy}` : ""}
                </summary>
                <div className="mt-3 max-h-80 overflow-auto text-sm">
                  <NoticeText text={v.text} />
                </div>
              </details>
            </li>
          )}
        </ListOrEmpty>
      </SectionCard>
    </div>
  );
}
