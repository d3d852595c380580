import { Pencil, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "./button";
import { ButtonLink } from "./button-link";
import { ConfirmDialog } from "./confirm-dialog";
import { PageHeader } from "./page-header";

interface DetailHeaderProps {
  /** The h1: usually the record's name (may carry an icon). */
  title: ReactNode;
  /** The tab's title, before " · NOVA". */
  documentTitle: string;
  /** The link back to the list ({ to: "/students", label: "Estudiantes" }). */
  back: { to: string; label: string };
  /** The record's status (a `<Badge>`), first under the title. */
  badge?: ReactNode;
  /** More facts under the title, between the badge and the id (an e-mail, "desde …"). */
  details?: ReactNode;
  id: number;
  /** Something before the title (an `<Avatar>`). */
  leading?: ReactNode;
  /** Edit / other links, and a `<DeleteRecordButton>`. */
  actions?: ReactNode;
}

/** The title block of a record's screen: back link, name, badge, details, "ID n" and actions. */
export function DetailHeader({
  title,
  documentTitle,
  back,
  badge,
  details,
  id,
  leading,
  actions,
}: DetailHeaderProps) {
  return (
    <>
      <title>{`${documentTitle} · NOVA`}</title>
      <PageHeader
        back={back}
        leading={leading}
        title={title}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {badge}
            {details}
            <span>ID {id}</span>
          </span>
        }
        actions={actions}
      />
    </>
  );
}

/**
 * A record's screen as a section named by its h1 (`aria-labelledby="page-title"`): its
 * `DetailHeader`, then the screen itself. `className` lays the section out.
 */
export function DetailPage({
  className,
  children,
  ...header
}: DetailHeaderProps & { className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className={className}>
      <DetailHeader {...header} />
      {children}
    </section>
  );
}

/** The record screen's 'Editar' link, to its edit screen (`/students/7/edit`). */
export function EditRecordLink({ to }: { to: string }) {
  return (
    <ButtonLink to={to} icon={Pencil} variant="secondary">
      Editar
    </ButtonLink>
  );
}

/**
 * The record screen's 'Eliminar' button and its confirmation; runs `remove` and, once the
 * record is gone, leaves for `leaveTo` (the list). A refusal leaves the person on the page.
 */
export function DeleteRecordButton({
  title,
  description,
  remove,
  leaveTo,
}: {
  /** The dialog's title ("Eliminar estudiante"). */
  title: string;
  description: ReactNode;
  /** The delete mutation (`useDeleteRecord(STUDENT_WRITES, id)`); only what this button uses of it. */
  remove: {
    mutate: (
      variables: undefined,
      options: { onSuccess: () => void; onSettled: () => void },
    ) => void;
    isPending: boolean;
  };
  leaveTo: string;
}) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  function confirmDelete() {
    remove.mutate(undefined, {
      onSuccess: () => navigate(leaveTo, { replace: true }),
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)} icon={Trash2}>
        Eliminar
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={title}
        description={description}
        confirmLabel="Eliminar"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
