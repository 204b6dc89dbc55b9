/** `%text%` for LIKE and ILIKE, with the caller's %, _ and \ taken literally. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
