import { formatInstantEs, USER_ROLE_LABELS, type UserResponse } from "@nova/domain";
import { KeyRound, ShieldCheck, UserPlus, UserRoundCheck, UserRoundX } from "lucide-react";
import { type ReactNode, useState } from "react";
import { OneTimePasswordDialog, type ShownPassword } from "@/components/one-time-password-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { openWhileSet } from "@/components/ui/dialog";
import { QueryState } from "@/components/ui/query-state";
import { useAuth } from "@/entities/session";
import { saveErrorMessage } from "@/lib/save-error";
import { useStudioToday } from "@/lib/studio-today";
import { notify } from "@/lib/toast";
import { useUsers } from "@/lib/users";
import { useResetUserPassword, useUpdateUser } from "../api/users";
import { AddUserDialog } from "./add-user-dialog";

type Action = "role" | "active" | "reset";

/** The accounts of the console (the users-and-security tab): list, add, role, on/off, reset. */
export function UsersPanel() {
  const users = useUsers();
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<ShownPassword | null>(null);

  return (
    <section aria-labelledby="users-title" className="mt-8 border-t border-line pt-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="users-title" className="font-display text-lg font-semibold text-ink">
            Cuentas de la consola
          </h2>
          <p className="text-sm text-ink-muted">
            Los cambios de esta lista se aplican al instante, sin «Guardar configuración».
          </p>
        </div>
        <Button onClick={() => setAdding(true)} icon={UserPlus}>
          Agregar usuario
        </Button>
      </div>
      <QueryState
        query={users}
        loadingLabel="Cargando usuarios"
        errorTitle="Error al cargar los usuarios"
      >
        {(list) => <UserList users={list} onPassword={setShown} />}
      </QueryState>
      <AddUserDialog
        open={adding}
        onOpenChange={setAdding}
        onCreated={({ user, password }) => {
          setAdding(false);
          setShown({ title: "Usuario creado", username: user.username, password });
        }}
      />
      <OneTimePasswordDialog shown={shown} onClose={() => setShown(null)} />
    </section>
  );
}

function UserList({
  users,
  onPassword,
}: {
  users: UserResponse[];
  onPassword: (shown: ShownPassword) => void;
}) {
  const { timeZone } = useStudioToday();
  const { user: me, refreshUser } = useAuth();
  const update = useUpdateUser();
  const reset = useResetUserPassword();
  const [asked, setAsked] = useState<{ action: Action; user: UserResponse } | null>(null);
  // A refusal (the last admin, a lost connection) is shown in the dialog, which stays open.
  const [refusal, setRefusal] = useState<string | null>(null);
  const activeAdmins = users.filter((u) => u.active && u.role === "admin").length;

  function ask(next: { action: Action; user: UserResponse } | null) {
    setRefusal(null);
    setAsked(next);
  }

  function failed(error: unknown, fallback: string) {
    setRefusal(saveErrorMessage(error, fallback));
  }

  function confirm() {
    if (!asked) return;
    const { action, user } = asked;
    setRefusal(null);
    if (action === "reset") {
      reset.mutate(user.id, {
        onSuccess: ({ password }) => {
          ask(null);
          onPassword({ title: "Contraseña restablecida", username: user.username, password });
        },
        onError: (error) => failed(error, "No se pudo restablecer la contraseña"),
      });
      return;
    }
    const change =
      action === "role"
        ? { role: user.role === "admin" ? ("staff" as const) : ("admin" as const) }
        : { active: !user.active };
    update.mutate(
      { id: user.id, change },
      {
        onSuccess: (saved) => {
          ask(null);
          notify.success(`Cuenta de ${saved.name || saved.username} actualizada`);
          // An admin who hands her own role to reception loses this screen at once.
          if (saved.id === me?.id) void refreshUser();
        },
        onError: (error) => failed(error, "No se pudo actualizar la cuenta"),
      },
    );
  }

  return (
    <>
      <ul className="divide-y divide-line rounded-xl border border-line">
        {users.map((user) => {
          // The server refuses to leave the studio without an active admin; say so up front.
          const lastAdmin = user.active && user.role === "admin" && activeAdmins <= 1;
          const who = user.name || user.username;
          const own = user.id === me?.id;
          return (
            <li key={user.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0 flex-[1_1_18rem]">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-medium break-words text-ink">{who}</span>
                  {own && <span className="text-sm text-ink-muted">(su cuenta)</span>}
                  <Badge
                    tone={
                      user.role === "admin"
                        ? "accent"
                        : user.role === "teacher"
                          ? "neutral"
                          : "info"
                    }
                  >
                    {USER_ROLE_LABELS[user.role]}
                  </Badge>
                  <Badge tone={user.active ? "success" : "neutral"}>
                    {user.active ? "Activa" : "Desactivada"}
                  </Badge>
                </p>
                <p className="mt-1 text-sm break-words text-ink-muted">
                  Usuario: <span className="text-ink">{user.username}</span>
                </p>
                <p className="text-sm text-ink-muted">
                  Último ingreso:{" "}
                  <span className="text-ink">
                    {user.lastLoginAt ? formatInstantEs(user.lastLoginAt, timeZone) : "Nunca"}
                  </span>
                </p>
                {lastAdmin && (
                  <p className="mt-1 text-xs text-ink-muted">
                    Única administradora activa: no se puede desactivar ni pasar a Recepción.
                  </p>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                {/* A teacher's account stays hers (tied to her record); no role change. */}
                {user.role !== "teacher" && (
                  <RowAction
                    icon={<ShieldCheck className="size-4" aria-hidden="true" />}
                    label={user.role === "admin" ? "Pasar a Recepción" : "Pasar a Administradora"}
                    who={who}
                    disabled={lastAdmin}
                    onClick={() => ask({ action: "role", user })}
                  />
                )}
                <RowAction
                  icon={
                    user.active ? (
                      <UserRoundX className="size-4" aria-hidden="true" />
                    ) : (
                      <UserRoundCheck className="size-4" aria-hidden="true" />
                    )
                  }
                  label={user.active ? "Desactivar" : "Reactivar"}
                  who={who}
                  disabled={lastAdmin}
                  onClick={() => ask({ action: "active", user })}
                />
                {/* A reset would end this very session: one's own goes through the top bar. */}
                {!own && (
                  <RowAction
                    icon={<KeyRound className="size-4" aria-hidden="true" />}
                    label="Nueva contraseña"
                    who={who}
                    onClick={() => ask({ action: "reset", user })}
                  />
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        {...openWhileSet(asked, ask)}
        pending={update.isPending || reset.isPending}
        error={refusal}
        destructive={asked?.action === "active" && asked.user.active}
        onConfirm={confirm}
        {...(asked ? confirmation(asked.action, asked.user) : { title: "", description: "" })}
      />
    </>
  );
}

/** A row's button: its visible word, and whose account it acts on for screen readers. */
function RowAction({
  icon,
  label,
  who,
  disabled,
  onClick,
}: {
  icon: ReactNode;
  label: string;
  who: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button variant="secondary" size="sm" disabled={disabled} onClick={onClick}>
      {icon}
      {label}
      <span className="sr-only"> ({who})</span>
    </Button>
  );
}

function confirmation(action: Action, user: UserResponse) {
  const who = user.name || user.username;
  if (action === "reset") {
    return {
      title: "Restablecer contraseña",
      description: `Se generará una contraseña nueva para ${who} y se cerrarán sus sesiones abiertas. La contraseña se mostrará una sola vez.`,
      confirmLabel: "Generar contraseña",
    };
  }
  if (action === "active") {
    return user.active
      ? {
          title: "Desactivar cuenta",
          description: `${who} no podrá iniciar sesión y sus sesiones abiertas terminarán de inmediato. Podrá reactivarla más adelante.`,
          confirmLabel: "Desactivar",
        }
      : {
          title: "Reactivar cuenta",
          description: `${who} podrá volver a iniciar sesión con su contraseña actual.`,
          confirmLabel: "Reactivar",
        };
  }
  const next = user.role === "admin" ? "staff" : "admin";
  return {
    title: "Cambiar rol",
    description: `${who} pasará a ${USER_ROLE_LABELS[next]}. ${
      next === "staff"
        ? "Ya no podrá eliminar registros, editar clases ni profesoras, ver los reportes de compensación y financiero ni la configuración."
        : "Podrá hacer todo en la consola, incluida la configuración y las cuentas."
    }`,
    confirmLabel: `Pasar a ${USER_ROLE_LABELS[next]}`,
  };
}
