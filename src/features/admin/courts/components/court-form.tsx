import { Checkbox, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { courtInputSchema, type AdminCourt, type CourtInput } from '@/api/admin/courts.ts';
import { checkCourtHours } from '@/domain/admin.ts';
import { parseEuros } from '@/domain/money.ts';
import { contractForm, numberOrNull } from '@/lib/form-errors.ts';
import { EuroInput } from '@/components/euro-input.tsx';
import { FormActions } from '@/components/dialog-actions.tsx';
import { TimeField } from '@/components/time-field.tsx';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/react.tsx';

type Num = number | string;
type Limits = { member: Num; nonMember: Num; uca: Num; coach: Num };

interface CourtFormValues {
  name: string;
  type: 'padel' | 'tennis';
  costs: { nonMember: Num; uca: Num };
  maxDaysInAdvance: Limits;
  maxBookingsPerWeek: Limits;
  openingTime: string;
  closingTime: string;
  slotMinutes: Num;
  indoor: boolean;
}

const EMPTY: CourtFormValues = {
  name: '',
  type: 'padel',
  costs: { nonMember: '', uca: '' },
  maxDaysInAdvance: { member: 7, nonMember: 2, uca: '', coach: '' },
  maxBookingsPerWeek: { member: 4, nonMember: 1, uca: '', coach: '' },
  openingTime: '09:00',
  closingTime: '22:00',
  slotMinutes: 90,
  indoor: false,
};

function limitsOf(limits: AdminCourt['maxDaysInAdvance']): Limits {
  return {
    member: limits.member,
    nonMember: limits.nonMember,
    uca: limits.uca ?? '',
    coach: limits.coach ?? '',
  };
}

function valuesOf(court: AdminCourt | null): CourtFormValues {
  if (!court) return EMPTY;
  return {
    name: court.name,
    type: court.type,
    costs: { ...court.costs },
    maxDaysInAdvance: limitsOf(court.maxDaysInAdvance),
    maxBookingsPerWeek: limitsOf(court.maxBookingsPerWeek),
    openingTime: court.openingTime,
    closingTime: court.closingTime,
    slotMinutes: court.slotMinutes,
    indoor: court.indoor,
  };
}

/** Empty optional limits mean "as members" (null), the others must be filled in. */
function inputOf(values: CourtFormValues, position: number) {
  const limits = (l: Limits) => ({
    member: numberOrNull(l.member),
    nonMember: numberOrNull(l.nonMember),
    uca: numberOrNull(l.uca),
    coach: numberOrNull(l.coach),
  });
  return {
    name: values.name,
    type: values.type,
    costs: { nonMember: parseEuros(values.costs.nonMember), uca: parseEuros(values.costs.uca) },
    maxDaysInAdvance: limits(values.maxDaysInAdvance),
    maxBookingsPerWeek: limits(values.maxBookingsPerWeek),
    openingTime: values.openingTime,
    closingTime: values.closingTime,
    slotMinutes: numberOrNull(values.slotMinutes),
    position,
    indoor: values.indoor,
  };
}

const ROLE_LABELS: Array<[keyof Limits, MessageKey]> = [
  ['member', 'admin.roleMembers'],
  ['nonMember', 'admin.roleNonMembers'],
  ['uca', 'admin.roleUca'],
  ['coach', 'admin.roleCoaches'],
];

/**
 * The form of a court's settings, checked with the contract's schema (the server's own rules).
 * The schema checks the hours only once every field parses; they are said with the rest.
 */
function useCourtForm(court: AdminCourt | null) {
  const t = useT();
  const bodyOf = (values: CourtFormValues) => inputOf(values, court?.position ?? 0);
  const contract = contractForm(courtInputSchema, bodyOf);
  return useForm({
    initialValues: valuesOf(court),
    ...contract,
    validate: (values: CourtFormValues) => {
      const errors = contract.validate(values);
      if (Object.keys(errors).length === 0) return errors;
      const input = bodyOf(values);
      const hours = checkCourtHours({ ...input, slotMinutes: input.slotMinutes ?? 0 });
      return { ...(hours ? { closingTime: t(hours) } : {}), ...errors };
    },
  });
}

type CourtFormState = ReturnType<typeof useCourtForm>;

/** A limit per role (members, non-members, UCA, coaches) for one of the court's booking rules. */
function LimitsFields({
  field,
  title,
  form,
}: {
  field: 'maxDaysInAdvance' | 'maxBookingsPerWeek';
  title: string;
  form: CourtFormState;
}) {
  const t = useT();
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {ROLE_LABELS.map(([role, label]) => (
          <NumberInput
            key={role}
            label={t(label)}
            min={0}
            allowDecimal={false}
            placeholder={role === 'uca' || role === 'coach' ? t('admin.asNonMembers') : undefined}
            {...form.getInputProps(`${field}.${role}`)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Opening hours and slot length, on the club's clock. */
function HoursFields({ form }: { form: CourtFormState }) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <TimeField label={t('admin.opening')} {...form.getInputProps('openingTime')} />
      <TimeField label={t('admin.closing')} {...form.getInputProps('closingTime')} />
      <NumberInput
        label={t('admin.slotLength')}
        min={15}
        max={240}
        step={15}
        allowDecimal={false}
        {...form.getInputProps('slotMinutes')}
      />
    </SimpleGrid>
  );
}

/**
 * A court's settings: name, type, prices per role, booking limits per role, opening hours and
 * slot length, checked with the contract's schema (the server's own rules) before sending.
 */
export function CourtForm({
  court,
  busy,
  onSubmit,
  onCancel,
}: {
  court: AdminCourt | null;
  busy: boolean;
  onSubmit: (input: CourtInput) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const form = useCourtForm(court);

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-label={t('admin.courtForm')}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('admin.colName')} required {...form.getInputProps('name')} />
          <Select
            label={t('admin.colType')}
            data={[
              { value: 'padel', label: t('admin.padel') },
              { value: 'tennis', label: t('admin.tennis') },
            ]}
            allowDeselect={false}
            {...form.getInputProps('type')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <EuroInput
            label={t('admin.priceNonMembers')}
            min={0}
            {...form.getInputProps('costs.nonMember')}
          />
          <EuroInput label={t('admin.priceUca')} min={0} {...form.getInputProps('costs.uca')} />
        </SimpleGrid>
        <LimitsFields field="maxDaysInAdvance" title={t('admin.daysInAdvance')} form={form} />
        <LimitsFields field="maxBookingsPerWeek" title={t('admin.bookingsPerWeek')} form={form} />
        <HoursFields form={form} />
        <Checkbox
          label={t('admin.courtIndoor')}
          {...form.getInputProps('indoor', { type: 'checkbox' })}
        />
        <FormActions
          busy={busy}
          submitLabel={court ? t('admin.saveChanges') : t('admin.courtCreate')}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
