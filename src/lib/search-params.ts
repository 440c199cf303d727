/**
 * Route search params, validated without zod: route files load with the app's first screen, and
 * zod alone would add ~20 KB (brotli) to it (the budget in tests/budgets.ts). A value that does not
 * parse is dropped, never an error page, so a shared or hand-edited link always opens.
 *
 *   const validate = searchParams({ page: positiveInt, q: text(100) });
 *   createFileRoute(...)({ validateSearch: validate })
 */
export type Reader<T> = (value: unknown) => T | undefined;

export const positiveInt: Reader<number> = (value) => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : undefined;
};

export const flag: Reader<boolean> = (value) =>
  value === true || value === 'true'
    ? true
    : value === false || value === 'false'
      ? false
      : undefined;

export function text(maxLength: number): Reader<string> {
  return (value) =>
    typeof value === 'string' && value.length >= 1 && value.length <= maxLength ? value : undefined;
}

export function oneOf<const T extends string>(values: readonly T[]): Reader<T> {
  return (value) => ((values as readonly unknown[]).includes(value) ? (value as T) : undefined);
}

/** A calendar day as YYYY-MM-DD (its existence is the screen's and the server's to judge). */
export const day: Reader<string> = (value) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

export type SearchOf<R extends Record<string, Reader<unknown>>> = {
  [K in keyof R]?: R[K] extends Reader<infer T> ? T : never;
};

/** A `validateSearch` keeping each known key its reader accepts, and nothing else. */
export function searchParams<R extends Record<string, Reader<unknown>>>(readers: R) {
  return (search: Record<string, unknown>): SearchOf<R> => {
    const out: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(readers)) {
      const value = read(search[key]);
      if (value !== undefined) out[key] = value;
    }
    return out as SearchOf<R>;
  };
}
