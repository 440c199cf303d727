/** Searching names the way people type them: without accents, in any case. */

/** The text without accents, lower-cased (the database side folds with translate() and lower()). */
function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** A LIKE pattern for 'contains', with the text folded and LIKE's own characters escaped. */
export function likePattern(text: string): string {
  return `%${foldText(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
