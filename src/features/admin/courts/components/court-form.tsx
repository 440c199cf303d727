import { Checkbox, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { FormEvent } from 'react';
import { courtInputSchema, type AdminCourt, type CourtInput } from '@/api/admin/courts.ts';
import { checkCourtHours } from '@/domain/admin.ts';
import { parseEuros } from '@/domain/money.ts';
import { checkForm, numberOrNull, type FieldErrors } from '@/lib/form-errors.ts';
import { EuroInput } from '@/components/euro-input.tsx';
import {
  FormActions,
  useAdminForm,
  type AdminForm,
} from '@/features/admin/shared/components/form-fields.tsx';

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

const ROLE_LABELS: Array<[keyof Limits, string]> = [
  ['member', 'Socios'],
  ['nonMember', 'No socios'],
  ['uca', 'UCA'],
  ['coach', 'Entrenadores'],
];

/** A limit per role (members, non-members, UCA, coaches) for one of the court's booking rules. */
function LimitsFields({
  field,
  title,
  values,
  errors,
  onChange: patch,
}: {
  field: 'maxDaysInAdvance' | 'maxBookingsPerWeek';
  title: string;
  values: CourtFormValues;
  errors: FieldErrors;
  onChange: (next: Partial<CourtFormValues>) => void;
}) {
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {ROLE_LABELS.map(([role, label]) => (
          <NumberInput
            key={role}
            label={label}
            min={0}
            allowDecimal={false}
            placeholder={role === 'uca' || role === 'coach' ? 'Como no socios' : undefined}
            value={values[field][role]}
            onChange={(value) => patch({ [field]: { ...values[field], [role]: value } })}
            error={errors[`${field}.${role}`]}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Opening hours and slot length, on the club's clock. */
function HoursFields({ form }: { form: AdminForm<CourtFormValues> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <TimeInput label="Apertura" {...form.text('openingTime')} />
      <TimeInput label="Cierre" {...form.text('closingTime')} />
      <NumberInput
        label="Duración del turno (minutos)"
        min={15}
        max={240}
        step={15}
        allowDecimal={false}
        {...form.number('slotMinutes')}
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
  const form = useAdminForm(() => valuesOf(court));
  const { values, patch, errors, setErrors, text } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = inputOf(values, court?.position ?? 0);
    const checked = checkForm(courtInputSchema, input);
    if (!checked.ok) {
      // The schema checks the hours only once every field parses; say it together with the rest.
      const hours = checkCourtHours({ ...input, slotMinutes: input.slotMinutes ?? 0 });
      return setErrors({ ...(hours ? { closingTime: hours } : {}), ...checked.errors });
    }
    setErrors({});
    onSubmit(checked.data);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Datos de la pista">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Nombre" required {...text('name')} />
          <Select
            label="Tipo"
            data={[
              { value: 'padel', label: 'Pádel' },
              { value: 'tennis', label: 'Tenis' },
            ]}
            value={values.type}
            allowDeselect={false}
            onChange={(type) => type && patch({ type: type as CourtFormValues['type'] })}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <EuroInput
            label="Precio por jugador y turno, no socios (€)"
            min={0}
            value={values.costs.nonMember}
            onChange={(nonMember) => patch({ costs: { ...values.costs, nonMember } })}
            error={errors['costs.nonMember']}
          />
          <EuroInput
            label="Precio por jugador y turno, UCA (€)"
            min={0}
            value={values.costs.uca}
            onChange={(uca) => patch({ costs: { ...values.costs, uca } })}
            error={errors['costs.uca']}
          />
        </SimpleGrid>
        <LimitsFields
          field="maxDaysInAdvance"
          title="Días de antelación para reservar"
          values={values}
          errors={errors}
          onChange={patch}
        />
        <LimitsFields
          field="maxBookingsPerWeek"
          title="Reservas por semana"
          values={values}
          errors={errors}
          onChange={patch}
        />
        <HoursFields form={form} />
        <Checkbox
          label="Pista cubierta (la reserva rápida la ofrece primero si se espera lluvia)"
          checked={values.indoor}
          onChange={(event) => patch({ indoor: event.currentTarget.checked })}
        />
        <FormActions
          busy={busy}
          submitLabel={court ? 'Guardar cambios' : 'Crear pista'}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
