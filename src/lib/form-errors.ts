/**
 * What @mantine/form and its zod resolver leave to us (decision 072): zod's generic messages in
 * the forms' plain words (decision 089), the contract's schema as a form's `validate` when its values are not
 * yet the call's body, and a NumberInput's value as the number a schema checks.
 */
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { z } from 'zod';
import { parseDecimal } from '@/domain/money.ts';
import { t } from '@/i18n/index.ts';
import type { MessageKey } from '@/i18n/keys.ts';

type Issue = z.core.$ZodRawIssue;

/** zod's generic refusals in the words of the language shown (a key when a schema wrote none). */
function generic(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return t('validation.fieldRequired');
    case 'too_small':
      if (issue.origin === 'number') {
        return t('validation.numberMin', { minimum: String(issue.minimum) });
      }
      if (issue.origin === 'array') return t('validation.chooseOne');
      return Number(issue.minimum) <= 1
        ? t('validation.fieldRequired')
        : t('validation.textMin', { minimum: String(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'number') {
        return t('validation.numberMax', { maximum: String(issue.maximum) });
      }
      return t('validation.textMax', { maximum: String(issue.maximum) });
    default:
      return t('validation.valueInvalid');
  }
}

// The resolver parses with no per-call error map, so these texts are zod's map in the PWA; a
// schema's own message still wins (a catalogue key, worded when the form shows it). Worded at
// parse time, so in the language shown then. The server never imports this file and keeps its own
// (server/plugins/errors.ts).
z.config({ customError: generic });

/** A schema's own message is a key of the contract's catalogue; zod's are already words. */
function worded(message: string): string {
  return /^(validation|rules|invoices)\.[A-Za-z0-9]+$/.test(message)
    ? t(message as MessageKey)
    : message;
}

/**
 * A form's `validate`: its values made into the call's body and checked with the contract's
 * schema. Errors are keyed by the body's field path ('costs.uca'; '' for the whole form), the
 * first one per field, which is where the form shows them.
 */
export function contractResolver<V>(schema: z.ZodType, bodyOf: (values: V) => unknown) {
  const resolve = zod4Resolver(schema, { errorPriority: 'first' });
  return (values: V) => {
    const errors = resolve(bodyOf(values) as Record<string, unknown>);
    return Object.fromEntries(
      Object.entries(errors).map(([field, message]) => [field, worded(String(message))]),
    );
  };
}

/**
 * `useForm` options for a form that sends the contract's body: checked on submit with the
 * schema, and submitted as what the schema parses.
 */
export function contractForm<V, S extends z.ZodType>(schema: S, bodyOf: (values: V) => unknown) {
  return {
    validate: contractResolver(schema, bodyOf),
    // Only called once `validate` found nothing, so the parse cannot throw.
    transformValues: (values: V): z.output<S> => schema.parse(bodyOf(values)),
    // An error stays until the next submit, as the forms always did, not until the field changes.
    clearInputErrorOnChange: false,
  };
}

/**
 * A NumberInput's value as the number a schema checks ('' stays missing, not 0), read by the
 * domain's one decimal parser so '70,50' and '70.50' agree everywhere.
 */
export function numberOrNull(value: number | string): number | null {
  return parseDecimal(value);
}
