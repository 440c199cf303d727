import { Table } from '@mantine/core';
import type { SchoolPrice } from '@/api/school.ts';
import { formatEuros } from '@/lib/euros.ts';
import { useT } from '@/i18n/react.tsx';
import { TableHead } from '@/components/table-head.tsx';

const ROWS = [
  { size: 6, hours: 4 },
  { size: 6, hours: 8 },
  { size: 4, hours: 4 },
  { size: 4, hours: 8 },
] as const;

/** The eight school plans: one row per group kind, member and non-member monthly prices. */
export function PlansTable({ prices }: { prices: SchoolPrice[] }) {
  const t = useT();
  const price = (members: boolean, size: number, hours: number) => {
    const found = prices.find((p) => p.members === members && p.size === size && p.hours === hours);
    return found ? t('school.perMonth', { price: formatEuros(found.price) }) : '—';
  };
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table striped aria-label={t('school.plansLabel')}>
        <TableHead columns={[t('school.group'), t('school.members'), t('school.nonMembers')]} />
        <Table.Tbody>
          {ROWS.map(({ size, hours }) => (
            <Table.Tr key={`${size}-${hours}`}>
              <Table.Td>{t('school.planRow', { size, hours })}</Table.Td>
              <Table.Td>{price(true, size, hours)}</Table.Td>
              <Table.Td>{price(false, size, hours)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
