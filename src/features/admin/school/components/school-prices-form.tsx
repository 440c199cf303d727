import { Button, Group, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import type { SchoolPrice } from '@/api/school.ts';
import { useSaveSchoolPrices } from '../api/school.ts';

/** The eight monthly prices of the school plans, in euros. */
export function SchoolPricesForm({ prices }: { prices: SchoolPrice[] }) {
  const save = useSaveSchoolPrices();
  const [values, setValues] = useState<Record<string, number | string>>(() =>
    Object.fromEntries(prices.map((p) => [p.type, p.price])),
  );
  return (
    <form
      aria-label="Precios de la escuela"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({
          prices: prices.map((p) => ({ type: p.type, price: Number(values[p.type]) })),
        });
      }}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {prices.map((p) => (
            <NumberInput
              key={p.type}
              label={p.label}
              suffix=" €"
              min={0}
              max={10_000}
              decimalScale={2}
              decimalSeparator=","
              value={values[p.type]}
              onChange={(v) => setValues((all) => ({ ...all, [p.type]: v }))}
            />
          ))}
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={save.isPending}>
            Guardar precios
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
