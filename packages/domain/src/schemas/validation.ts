import type { z } from "zod";
import { type DomainFailure, domainFailure } from "../errors/domain-error";

/** Dotted path of an issue ("schedules.0.startHour"), or undefined for the whole body. */
function issuePath(issue: z.core.$ZodIssue): string | undefined {
  return issue.path.length > 0 ? issue.path.map(String).join(".") : undefined;
}

/** The first message of each field of a failed parse, for showing beside form inputs. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issuePath(issue) ?? "";
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** A VALIDATION_ERROR failure (HTTP 400) naming the first invalid field and its Spanish message. */
export function validationFailure(error: z.ZodError): DomainFailure {
  const [first] = error.issues;
  if (first === undefined) return domainFailure("VALIDATION_ERROR");
  const field = issuePath(first);
  return domainFailure("VALIDATION_ERROR", first.message, field === undefined ? {} : { field });
}
