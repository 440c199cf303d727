import { Modal, MultiSelect, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { PackType, PackTypeBody } from '@/api/packs.ts';
import { parseEuros } from '@/domain/money.ts';
import { MEMBER_ROLES, NON_MEMBER_ROLE, UCA_ROLE } from '@/domain/roles.ts';
import { EuroInput } from '@/components/euro-input.tsx';
import { useSavePackType } from '../api/packs.ts';
import { FormActions } from '@/components/dialog-actions.tsx';
import { useT } from '@/i18n/react.tsx';

const ROLE_OPTIONS = [...MEMBER_ROLES, UCA_ROLE, NON_MEMBER_ROLE];

function initial(type: PackType | null): PackTypeBody {
  if (type) {
    const { _id: _ignored, ...rest } = type;
    return rest;
  }
  return {
    name: '',
    sport: 'padel',
    minutes: 90,
    covers: 'booking',
    uses: 10,
    price: 0,
    validityDays: 90,
    roles: [],
    active: true,
  };
}

/** 'Nuevo bono' / 'Editar bono': what a use pays, how many, the price, validity and buyers. */
export function PackTypeForm({ type, onClose }: { type: PackType | null; onClose: () => void }) {
  const t = useT();
  const [v, setV] = useState<PackTypeBody>(() => initial(type));
  const save = useSavePackType();
  const set = (patch: Partial<PackTypeBody>) => setV((old) => ({ ...old, ...patch }));
  const num = (value: string | number) => (typeof value === 'number' ? value : 0);
  // Held as typed: '70,50' comes back as the string '70.50', which `num` would make 0.
  const [price, setPrice] = useState<number | string>(v.price);
  return (
    <Modal
      opened
      onClose={onClose}
      title={type ? t('admin.packEdit') : t('admin.packNew')}
      centered
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const body = { ...v, price: parseEuros(price) ?? 0 };
          save.mutate({ typeId: type?._id, body }, { onSuccess: onClose });
        }}
      >
        <Stack>
          <TextInput
            label={t('admin.colName')}
            required
            value={v.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
          />
          <Select
            label={t('admin.sport')}
            data={[
              { value: 'padel', label: t('admin.padel') },
              { value: 'tennis', label: t('admin.tennis') },
            ]}
            value={v.sport}
            onChange={(value) => value && set({ sport: value as PackTypeBody['sport'] })}
            allowDeselect={false}
          />
          <NumberInput
            label={t('admin.packMinutes')}
            value={v.minutes}
            min={30}
            step={30}
            onChange={(value) => set({ minutes: num(value) })}
          />
          <Select
            label={t('admin.packCovers')}
            data={[
              { value: 'booking', label: t('admin.packCoversBooking') },
              { value: 'part', label: t('admin.packCoversPart') },
              { value: 'class', label: t('admin.packCoversClass') },
            ]}
            value={v.covers}
            onChange={(value) => value && set({ covers: value as PackTypeBody['covers'] })}
            allowDeselect={false}
          />
          <NumberInput
            label={t('admin.uses')}
            value={v.uses}
            min={1}
            onChange={(value) => set({ uses: num(value) })}
          />
          <EuroInput label={t('admin.priceEuros')} value={price} min={0} onChange={setPrice} />
          <NumberInput
            label={t('admin.validityDays')}
            value={v.validityDays}
            min={1}
            onChange={(value) => set({ validityDays: num(value) })}
          />
          <MultiSelect
            label={t('admin.packRoles')}
            data={ROLE_OPTIONS}
            value={v.roles ?? []}
            onChange={(roles) => set({ roles })}
          />
          <Switch
            label={t('admin.onSale')}
            checked={v.active ?? true}
            onChange={(e) => set({ active: e.currentTarget.checked })}
          />
          <FormActions busy={save.isPending} submitLabel={t('admin.save')} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
