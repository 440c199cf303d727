/**
 * The demo club's fiscal setup: a company charging 21 % on everything, keeping its records here
 * (No VERI*FACTU: the demo has no certificate). Set before the history, so every demo sale has
 * its ticket, numbered by the chain writer once the server runs.
 */
import type { Database } from '../../db/client.ts';
import { DEFAULT_INVOICING, saveInvoicing } from './settings.ts';

export async function seedInvoicing(db: Database): Promise<void> {
  await saveInvoicing(db, {
    ...DEFAULT_INVOICING,
    issuer: {
      nif: 'G28000008',
      name: 'Club de Tenis y Pádel Demo',
      address: 'Calle del Deporte 1, 28001 Madrid',
    },
  });
}
