import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import type { SchoolPrice } from '@/api/school.ts';
import { parseEuros } from '@/domain/money.ts';
import { subscriptionTypeLabel } from '@/domain/subscriptions.ts';
import { EuroInput } from '@/components/euro-input.tsx';
import { useSaveSchoolPrices } from '../api/school.ts';
import { useT } from '@/i18n/react.tsx';

/** The eight monthly prices of the school plans, in euros. */
export function SchoolPricesForm({ prices }: { prices: SchoolPrice[] }) {
  const t = useT();
  const save = useSaveSchoolPrices();
  const [values, setValues] = useState<Record<string, number | string>>(() =>
    Object.fromEntries(prices.map((p) => [p.type, p.price])),
  );
  return (
    <form
      aria-label={t('admin.schoolPrices')}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({
          prices: prices.map((p) => ({
            type: p.type,
            price: parseEuros(values[p.type] ?? '') ?? 0,
          })),
        });
      }}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {prices.map((p) => (
            <EuroInput
              key={p.type}
              label={t(subscriptionTypeLabel(p.type))}
              suffix=" €"
              min={0}
              max={10_000}
              value={values[p.type]}
              onChange={(v) => setValues((all) => ({ ...all, [p.type]: v }))}
            />
          ))}
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('admin.pricesSave')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
