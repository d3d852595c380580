import { type FormEvent, type ReactNode, type RefObject, useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { type RecordWrites, useCreateRecord, useUpdateRecord } from "@/lib/record-writes";
import { parseRouteId } from "@/lib/route-id";
import { notify } from "@/lib/toast";
import { Button } from "./button";
import { ButtonLink } from "./button-link";
import { Card } from "./card";
import { TitledPage } from "./page-header";
import { isNotFoundError, LoadingState } from "./query-state";
import { loadingLabel, type RecordKind } from "./record-page";

/** The frame of a create or edit screen: tab title, h1, the required-fields note, back link. */
export function FormPage({
  title,
  back,
  children,
}: {
  /** "Nuevo estudiante": the h1 and the tab's title. */
  title: string;
  back: { to: string; label: string };
  /** The form. */
  children: ReactNode;
}) {
  return (
    <TitledPage
      className="mx-auto max-w-3xl"
      title={title}
      description="Los campos marcados con * son obligatorios."
      back={back}
    >
      {children}
    </TitledPage>
  );
}

/**
 * A create screen at `…/new` ("Nueva clase"): the frame with its back link to the kind's list,
 * and the form from `children`, given where 'Cancelar' goes and a submit that saves with the
 * kind's `writes` (POST), then opens the new record's own page (the next step, enroll or pay,
 * starts there).
 */
export function CreateRecordPage<TData>({
  kind,
  writes,
  title,
  children,
}: {
  kind: Pick<RecordKind<unknown>, "list">;
  /** The kind's writes (lib/record-writes): the POST answers the new record with its id. */
  writes: RecordWrites;
  /** "Nueva clase": the h1 and the tab's title. */
  title: string;
  children: (form: RecordFormScreen<TData>) => ReactNode;
}) {
  const create = useCreateRecord<{ id: number }, TData>(writes);
  const listTo = kind.list.to;
  const onSubmit = useSaveAndGo(
    (data: TData) => create.mutateAsync(data),
    (created) => `${listTo}/${created.id}`,
  );
  return (
    <FormPage title={title} back={kind.list}>
      {children({ cancelTo: listTo, onSubmit })}
    </FormPage>
  );
}

/** What a create or edit screen hands its form: where 'Cancelar' goes and the save. */
type RecordFormScreen<TData> = Pick<RecordFormProps<never, TData>, "cancelTo" | "onSubmit">;

/**
 * An edit screen whose form saves with the kind's `writes` (PUT `url/{id}`): 'Cancelar' goes
 * back to the record's own page, and so does a save unless `savedTo` says where instead.
 */
export function EditRecordFormPage<T extends { id: number }, TData>({
  kind,
  writes,
  backLabel,
  savedTo,
  children,
}: Omit<EditRecordPageProps<T>, "children"> & {
  writes: RecordWrites;
  savedTo?: string;
  children: (record: T, form: RecordFormScreen<TData>) => ReactNode;
}) {
  return (
    <EditRecordPage kind={kind} backLabel={backLabel}>
      {(record) => (
        <EditRecordForm
          record={record}
          recordTo={`${kind.list.to}/${record.id}`}
          writes={writes}
          savedTo={savedTo}
        >
          {children}
        </EditRecordForm>
      )}
    </EditRecordPage>
  );
}

function EditRecordForm<T extends { id: number }, TData>({
  record,
  recordTo,
  writes,
  savedTo,
  children,
}: {
  record: T;
  recordTo: string;
  writes: RecordWrites;
  savedTo?: string;
  children: (record: T, form: RecordFormScreen<TData>) => ReactNode;
}) {
  const update = useUpdateRecord<T, TData>(writes, record.id);
  const onSubmit = useSaveAndGo((data: TData) => update.mutateAsync(data), savedTo ?? recordTo);
  return children(record, { cancelTo: recordTo, onSubmit });
}

/**
 * A record form's `onSubmit`: saves with `save` (a mutation's `mutateAsync`), then goes to `to`
 * (a path, or one of the saved record: the new record's page).
 */
export function useSaveAndGo<TData, TSaved>(
  save: (data: TData) => Promise<TSaved>,
  to: string | ((saved: TSaved) => string),
) {
  const navigate = useNavigate();
  return async (data: TData) => {
    const saved = await save(data);
    navigate(typeof to === "string" ? to : to(saved));
  };
}

export interface EditRecordPageProps<T> {
  /** The record's kind: its query, words and list (the record's own page is `${list}/${id}`). */
  kind: RecordKind<T>;
  /** The back link's text ("Volver al estudiante"). */
  backLabel: string;
  /** The form, once the record has loaded. */
  children: (record: T) => ReactNode;
}

/**
 * An edit screen at `…/:id/edit` ("Editar estudiante"): loads the record, then renders
 * `children(record)`. A record that cannot be loaded (bad id, 404, failure) sends the person
 * back to the list with the kind's load error (docs/product/contract-texts.md#load-errors).
 */
export function EditRecordPage<T>({ kind, backLabel, children }: EditRecordPageProps<T>) {
  const id = parseRouteId(useParams().id);
  const navigate = useNavigate();
  const listTo = kind.list.to;
  const { loadError } = kind;

  useEffect(() => {
    if (id === null) {
      notify.error(loadError);
      navigate(listTo, { replace: true });
    }
  }, [id, loadError, listTo, navigate]);

  return (
    <FormPage
      title={`Editar ${kind.noun.toLowerCase()}`}
      back={{ to: id === null ? listTo : `${listTo}/${id}`, label: backLabel }}
    >
      {id !== null && (
        <EditRecordLoader key={id} id={id} kind={kind}>
          {children}
        </EditRecordLoader>
      )}
    </FormPage>
  );
}

function EditRecordLoader<T>({
  id,
  kind,
  children,
}: Omit<EditRecordPageProps<T>, "backLabel"> & { id: number }) {
  const navigate = useNavigate();
  const query = kind.useRecord(id);
  const listTo = kind.list.to;
  const { loadError } = kind;

  useEffect(() => {
    if (query.isError) {
      // Other failures are already notified by the query (its meta); a 404 is not.
      if (isNotFoundError(query.error)) notify.error(loadError);
      navigate(listTo, { replace: true });
    }
  }, [query.isError, query.error, loadError, listTo, navigate]);

  if (query.isPending || query.isError) return <LoadingState label={loadingLabel(kind)} />;
  return children(query.data);
}

/** What a record's create/edit form takes from its screen. */
export interface RecordFormProps<TValues, TData> {
  /** The values to start from (an existing record's); empty for a new one. */
  defaultValues?: TValues;
  /** "Crear Clase" or "Actualizar Clase". */
  submitLabel: string;
  /** Where "Cancelar" goes. */
  cancelTo: string;
  /** Saves the validated values; a rejection is shown on the form. */
  onSubmit: (data: TData) => Promise<unknown>;
}

/** What the frame of a form needs of it: the ref that reveals its fields, and its submit. */
export interface FormFrame {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
}

/**
 * A record's create/edit form, named by `label` ("Datos de la clase"): its cards, then
 * 'Cancelar' back to the screen's `cancelTo` and the submit button with its `submitLabel`.
 */
export function RecordForm({
  form,
  onSubmit,
  label,
  screen,
  children,
}: {
  /** The form's `useValidatedForm()`: its ref, and whether it is saving. */
  form: Pick<FormFrame, "formRef"> & { formState: { isSubmitting: boolean } };
  onSubmit: FormFrame["onSubmit"];
  label: string;
  /** What the screen gave the form: where 'Cancelar' goes and what the submit says. */
  screen: Pick<RecordFormProps<unknown, unknown>, "cancelTo" | "submitLabel">;
  children: ReactNode;
}) {
  return (
    <form
      ref={form.formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
      className="space-y-6"
    >
      {children}
      <FormActions
        cancelTo={screen.cancelTo}
        submitLabel={screen.submitLabel}
        isSubmitting={form.formState.isSubmitting}
      />
    </form>
  );
}

/**
 * One titled part of a record form ("Datos personales", "Horarios"): a card holding a fieldset
 * named by its legend, with an optional line under it, then the fields.
 */
export function FormSection({
  legend,
  description,
  className,
  children,
}: {
  legend: ReactNode;
  description?: ReactNode;
  /** The fieldset's classes (`min-w-0` where a row must truncate). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <fieldset className={className}>
        <legend className="font-display text-lg font-semibold text-ink">{legend}</legend>
        {description && <p className="mt-1 text-sm text-ink-muted">{description}</p>}
        {children}
      </fieldset>
    </Card>
  );
}

/** The foot of every create/edit form: 'Cancelar' back to `cancelTo`, then the submit button. */
function FormActions({
  cancelTo,
  submitLabel,
  isSubmitting,
}: {
  cancelTo: string;
  submitLabel: ReactNode;
  isSubmitting: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <ButtonLink to={cancelTo} variant="secondary">
        Cancelar
      </ButtonLink>
      <Button type="submit" loading={isSubmitting}>
        {submitLabel}
      </Button>
    </div>
  );
}
