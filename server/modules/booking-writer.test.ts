/**
 * One writer of booking rows (decision 075): a booking, its slot rows, its players and its history
 * are inserted only by bookings/core, which every module that books a court calls in its own
 * transaction. A second writer would be free to forget a rule of the first (the slot rows that
 * refuse a double booking, the history, the events), so this test reads the server's code and
 * fails on an insert into those tables anywhere else.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const server = join(root, 'server');

/** The writer's own folder. */
const WRITER = 'server/modules/bookings/core/';

/**
 * Bulk fixtures that are not bookings made through the app: each writes thousands of rows in a
 * few statements, which one statement per booking would take minutes to match. (The demo club's
 * eight weeks of history, server/seed/history.ts, inserts its rows through a table map that no
 * pattern here names; like these, it writes the past, not a booking anyone makes.)
 */
const BULK_FIXTURES = new Map([
  ['server/seed/large-club.ts', "the large club's 292,000 bookings, for the bench"],
  ['server/scripts/bench-writes.ts', "the write bench's bookings to pay"],
]);

/** The tables' names as drizzle (schema exports) and as SQL spell them. */
const TABLES = [
  'bookings',
  'bookingSlots',
  'bookingPlayers',
  'bookingHistory',
  'booking_slots',
  'booking_players',
  'booking_history',
].join('|');

/**
 * `.insert(bookings)`, `insert(schema.bookingSlots)`, `insert into bookings`,
 * `insert into ${bookingHistory}`, across line breaks and in any case.
 */
const INSERT = new RegExp(
  String.raw`\binsert\s*\(\s*(?:\w+\.)?(?:${TABLES})\b|\binsert\s+into\s+(?:\$\{\s*(?:\w+\.)?)?"?(?:${TABLES})\b`,
  'gi',
);

/** Each insert into a booking table in `text`, as `line: text of the line`. */
export function bookingInserts(text: string): string[] {
  return [...text.matchAll(INSERT)].map((m) => {
    const line = text.slice(0, m.index).split('\n').length;
    return `${line}: ${text.split('\n')[line - 1]!.trim()}`;
  });
}

/** The server's own code: no tests, no migrations (SQL files anyway). */
function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : serverFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('one writer of booking rows', () => {
  it('finds inserts into the booking tables, in drizzle and in SQL', () => {
    expect(bookingInserts('await tx.insert(bookings).values({ id });')).toHaveLength(1);
    expect(
      bookingInserts('await db\n  .insert(\n    bookingSlots,\n  )\n  .values(rows);'),
    ).toEqual(['2: .insert(']);
    expect(bookingInserts('await sp.insert(schema.bookingPlayers).values(p);')).toHaveLength(1);
    expect(bookingInserts('insert into ${bookingHistory} (booking_id) values ($1)')).toHaveLength(
      1,
    );
    expect(bookingInserts('INSERT INTO booking_slots (court_id) VALUES ($1)')).toHaveLength(1);
    expect(bookingInserts('insert into "bookings" (id) values ($1)')).toHaveLength(1);
    // Other tables, and reads or updates of these, are not inserts into them.
    expect(bookingInserts('await tx.insert(bookingHolds).values(h);')).toEqual([]);
    expect(bookingInserts('await tx.update(bookings).set({ status });')).toEqual([]);
    expect(bookingInserts('insert into booking_slots_archive select 1')).toEqual([]);
  });

  it('refuses such an insert outside bookings/core, and sees the writer inside it', () => {
    const found = new Map(
      serverFiles(server).map((file) => [
        relative(root, file).split('\\').join('/'),
        bookingInserts(readFileSync(file, 'utf8')),
      ]),
    );
    const outside = [...found]
      .filter(([file, hits]) => hits.length > 0 && !file.startsWith(WRITER))
      .filter(([file]) => !BULK_FIXTURES.has(file))
      .map(([file, hits]) => `${file}:${hits.join(` | `)}`);
    expect(outside, 'write them through writeBooking (bookings/core/write.ts)').toEqual([]);
    // The detector runs on the real files: it sees the writer's own inserts, and each fixture
    // excused still inserts (an entry no longer needed goes).
    expect(found.get(`${WRITER}write.ts`)?.length).toBeGreaterThanOrEqual(4);
    for (const file of BULK_FIXTURES.keys()) expect(found.get(file), file).not.toEqual([]);
  });
});

/**
 * Which of bookings' use-case folders each one imports from. The module's top files are left out:
 * index.ts and routes.ts compose every folder, and the shared reads (queries.ts) serve them all.
 */
function folderImports(): Map<string, Set<string>> {
  const bookings = join(server, 'modules/bookings');
  const folderOf = (file: string) => relative(bookings, dirname(file)).split(/[\\/]/)[0] || '.';
  const graph = new Map<string, Set<string>>();
  for (const file of serverFiles(bookings)) {
    const from = folderOf(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const target = resolve(dirname(file), spec!);
      if (relative(bookings, target).startsWith('..')) continue;
      const to = folderOf(target);
      if (to !== from && from !== '.' && to !== '.')
        graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

describe("bookings' use cases", () => {
  it('share core/ and never import each other both ways', () => {
    const graph = folderImports();
    const both = [...graph].flatMap(([from, tos]) =>
      [...tos]
        .filter((to) => from < to && graph.get(to)?.has(from))
        .map((to) => `${from} <-> ${to}`),
    );
    expect(both).toEqual([]);
    // The lock, its refusals and the events are core's: every use case that changes a booking
    // reaches them there.
    for (const useCase of ['create', 'detail', 'pay', 'cancel']) {
      expect(graph.get(useCase), useCase).toContain('core');
    }
  });
});
