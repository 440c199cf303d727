/**
 * Form validation through the contract's zod schemas, in Spanish: the schema's own messages where
 * it has them, plain Spanish for zod's generic ones (a missing number, a value out of range), and
 * the errors keyed by field path ('costs.uca'), which is how the forms look them up.
 */
import type { z } from 'zod';
import { parseDecimal } from '@/domain/money.ts';

type Issue = z.core.$ZodRawIssue;

function spanish(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return 'Este campo es obligatorio.';
    case 'too_small':
      if (issue.origin === 'number') return `Debe ser como mínimo ${String(issue.minimum)}.`;
      if (issue.origin === 'array') return 'Elige al menos uno.';
      return Number(issue.minimum) <= 1
        ? 'Este campo es obligatorio.'
        : `Escribe al menos ${String(issue.minimum)} caracteres.`;
    case 'too_big':
      if (issue.origin === 'number') return `Debe ser como máximo ${String(issue.maximum)}.`;
      return `Como mucho ${String(issue.maximum)} caracteres.`;
    default:
      return 'Valor no válido.';
  }
}

export type FieldErrors = Record<string, string>;

export type Checked<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Parses `values` with `schema`; on failure the first message per field path ('' = the form). */
export function checkForm<S extends z.ZodType>(schema: S, values: unknown): Checked<z.output<S>> {
  const result = schema.safeParse(values, { error: spanish });
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * A NumberInput's value as the number a schema checks ('' stays missing, not 0), read by the
 * domain's one decimal parser so '70,50' and '70.50' agree everywhere.
 */
export function numberOrNull(value: number | string): number | null {
  return parseDecimal(value);
}
