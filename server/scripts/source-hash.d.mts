export const PWA_HASH_FILE: string;
export const PWA_SOURCES: readonly string[];
export function pwaSourceHash(root: string): string;
export function serverSourceHash(root: string): string;
