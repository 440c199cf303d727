import { Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { InvoiceSummary } from '@/api/invoices.ts';
import { formatShortDate } from '@/lib/dates.ts';
import { formatEuros } from '@/lib/euros.ts';
import { useT } from '@/i18n/react.tsx';
import { TYPE_LABELS } from './type-labels.ts';

/**
 * Tickets and invoices as links to each one: number, kind, date, what was sold and the total, all
 * of it the link's name (what is read is what is shown).
 */
export function InvoiceList({ invoices }: { invoices: readonly InvoiceSummary[] }) {
  const t = useT();
  return (
    <Stack gap="xs">
      {invoices.map((invoice) => (
        <UnstyledButton
          key={invoice._id}
          renderRoot={(props) => (
            <Link
              to="/profile/invoices/$invoiceId"
              params={{ invoiceId: invoice._id }}
              {...props}
            />
          )}
        >
          <Card withBorder padding="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={0}>
                <Text fw={600}>{invoice.number}</Text>
                <Text size="sm">{t(TYPE_LABELS[invoice.type])}</Text>
                <Text size="sm" c="dimmed">
                  {formatShortDate(invoice.day)}
                </Text>
                <Text size="sm">{invoice.description}</Text>
              </Stack>
              <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatEuros(invoice.total)}
              </Text>
            </Group>
          </Card>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
