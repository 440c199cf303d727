import { useState } from 'react';
import type { FieldErrors } from './form-errors.ts';

/**
 * A form's values, patched field by field, and its errors by field path (as `checkForm` gives
 * them). `initial` runs once, on the first render.
 */
export function useFormValues<T extends object>(initial: () => T) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const patch = (next: Partial<T>) => setValues((v) => ({ ...v, ...next }));
  return { values, patch, errors, setErrors };
}
