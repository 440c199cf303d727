/**
 * What kind of thing a booking's history entry tells (spec section 4): read from a keyword of its
 * Spanish action text, the words the server keeps for every entry, so an entry reads the same
 * kind whatever language it is shown in.
 */
export const HISTORY_KINDS = [
  'payment',
  'cancelled',
  'guest',
  'invitation',
  'added',
  'removed',
  'confirmed',
  'rescheduled',
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

// The spec's keywords, in the order they are tried.
const KEYWORDS: readonly { keyword: string; kind: HistoryKind }[] = [
  { keyword: 'Pago', kind: 'payment' },
  { keyword: 'Cancelado', kind: 'cancelled' },
  { keyword: 'invitado', kind: 'guest' },
  { keyword: 'Invitación', kind: 'invitation' },
  { keyword: 'añadido', kind: 'added' },
  { keyword: 'eliminado', kind: 'removed' },
  { keyword: 'Confirmado', kind: 'confirmed' },
  { keyword: 'Cambio de horario', kind: 'rescheduled' },
];

/** The entry's kind, or null when its action holds none of the keywords. */
export function historyKind(spanishAction: string): HistoryKind | null {
  return KEYWORDS.find((k) => spanishAction.includes(k.keyword))?.kind ?? null;
}
