import { Table } from '@mantine/core';
import type { SchoolPrice } from '@/api/school.ts';
import { formatEurosInSpanish } from '@/domain/money.ts';
import { TableHead } from '@/components/table-head.tsx';

const ROWS = [
  { size: 6, hours: 4 },
  { size: 6, hours: 8 },
  { size: 4, hours: 4 },
  { size: 4, hours: 8 },
] as const;

/** The eight school plans: one row per group kind, member and non-member monthly prices. */
export function PlansTable({ prices }: { prices: SchoolPrice[] }) {
  const price = (members: boolean, size: number, hours: number) => {
    const found = prices.find((p) => p.members === members && p.size === size && p.hours === hours);
    return found ? `${formatEurosInSpanish(found.price)}/mes` : '—';
  };
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table striped aria-label="Planes de la escuela">
        <TableHead columns={['Grupo', 'Socios', 'No socios']} />
        <Table.Tbody>
          {ROWS.map(({ size, hours }) => (
            <Table.Tr key={`${size}-${hours}`}>
              <Table.Td>{`${size} alumnos, ${hours} h/mes`}</Table.Td>
              <Table.Td>{price(true, size, hours)}</Table.Td>
              <Table.Td>{price(false, size, hours)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
