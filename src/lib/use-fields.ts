import { useState, type ChangeEvent } from 'react';

/**
 * A form's text fields in one state object: `field('email')` gives an input its value and its
 * onChange; `set` changes some of them at once (e.g. emptying the password after a save).
 */
export function useFields<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const field = (key: keyof T) => ({
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [key]: value }));
    },
  });
  const set = (patch: Partial<T>) => setValues((current) => ({ ...current, ...patch }));
  return { values, field, set };
}
