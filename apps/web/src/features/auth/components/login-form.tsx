import { loginSchema } from "@nova/domain";
import { AlertCircle, Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/input";
import type { LoginCredentials } from "@/entities/session";
import { useValidatedForm } from "@/lib/use-validated-form";
import { loginErrorMessage } from "../login-error-message";

export interface LoginFormProps {
  /** Signs in; a rejection is shown above the fields. */
  onSubmit: (credentials: LoginCredentials) => Promise<unknown>;
}

export function LoginForm({ onSubmit }: LoginFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  // Messages appear on submit and disappear as soon as the field is edited (docs/product/contract-texts.md#validation).
  const {
    formRef,
    control,
    submit,
    formState: { errors, isSubmitting },
  } = useValidatedForm(loginSchema, { username: "", password: "" });

  const save = submit(async (credentials) => {
    setServerError(null);
    try {
      await onSubmit(credentials);
    } catch (error) {
      setServerError(loginErrorMessage(error));
    }
  });

  return (
    <form
      ref={formRef}
      onSubmit={save}
      noValidate
      className="space-y-5"
      aria-label="Iniciar sesión"
    >
      {serverError && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-danger/30 bg-danger-soft px-3 py-2.5 text-sm text-danger-text"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{serverError}</span>
        </div>
      )}

      <Field label="Nombre de Usuario" error={errors.username?.message}>
        {(field) => (
          <Input
            {...field}
            {...control("username")}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            aria-required="true"
          />
        )}
      </Field>

      <Field label="Contraseña" error={errors.password?.message}>
        {(field) => (
          <div className="relative">
            <Input
              {...field}
              {...control("password")}
              type={showPassword ? "text" : "password"}
              autoComplete="current-password"
              aria-required="true"
              className="pr-11"
            />
            <button
              type="button"
              onClick={() => setShowPassword((shown) => !shown)}
              className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-ink-muted hover:text-ink"
              aria-label={showPassword ? "Ocultar contraseña" : "Mostrar contraseña"}
              aria-pressed={showPassword}
            >
              {showPassword ? (
                <EyeOff className="size-4" aria-hidden="true" />
              ) : (
                <Eye className="size-4" aria-hidden="true" />
              )}
            </button>
          </div>
        )}
      </Field>

      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        Iniciar Sesión
      </Button>
    </form>
  );
}
