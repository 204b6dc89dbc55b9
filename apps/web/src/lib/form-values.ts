/**
 * The `keys` of a saved record as a form holds them: a null (nothing saved) becomes an empty box,
 * which the shared schemas turn back into null when the form is sent.
 */
export function nullsAsEmpty<T extends object, K extends keyof T>(
  record: T,
  keys: readonly K[],
): { [P in K]: Exclude<T[P], null> | '' } {
  return Object.fromEntries(keys.map((key) => [key, record[key] ?? ''])) as {
    [P in K]: Exclude<T[P], null> | '';
  };
}
