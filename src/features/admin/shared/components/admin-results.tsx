import { Alert, Center, Group, Loader, Pagination, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface AdminResultsLabels {
  /** The loader's accessible name, e.g. 'Cargando las reservas'. */
  loading: string;
  error: string;
  /** Shown when the filters match nothing. */
  empty: string;
  /** The count's noun, singular and plural: 'reserva', 'reservas'. */
  one: string;
  many: string;
  /** The table's accessible name. */
  table: string;
}

/**
 * An admin list as every admin screen shows one: a loader, the error, the empty state, the count,
 * the table (scrolling sideways under `minWidth`) and, for a paged list, the pages. The caller
 * gives the header row and the rows; page 1 is reported as `undefined` so it stays out of the URL.
 */
export function AdminResults({
  status,
  count,
  total = count,
  paging,
  labels,
  minWidth,
  head,
  children,
}: {
  status: 'pending' | 'error' | 'success';
  /** Rows on this page. */
  count: number;
  /** Rows matching the filters, on every page (a list without pages: `count`). */
  total?: number;
  /** A paged list: the URL's page and page size, and how to move to another page. */
  paging?: {
    query: { page: number; pageSize: number };
    onSearch: (patch: { page?: number }) => void;
  };
  labels: AdminResultsLabels;
  minWidth: number;
  head: ReactNode;
  children: ReactNode;
}) {
  if (status === 'pending') {
    return (
      <Center py="xl">
        <Loader aria-label={labels.loading} />
      </Center>
    );
  }
  if (status === 'error') return <Alert color="red">{labels.error}</Alert>;
  if (count === 0) return <Text c="dimmed">{labels.empty}</Text>;
  const pages = paging ? Math.max(1, Math.ceil(total / paging.query.pageSize)) : 1;
  return (
    <>
      <Text size="sm" c="dimmed" mb="xs">
        {total} {total === 1 ? labels.one : labels.many}
      </Text>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover aria-label={labels.table}>
          <Table.Thead>
            <Table.Tr>{head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {paging && pages > 1 && (
        <Group justify="center" mt="md">
          <Pagination
            value={paging.query.page}
            total={pages}
            onChange={(next) => paging.onSearch({ page: next === 1 ? undefined : next })}
          />
        </Group>
      )}
    </>
  );
}
