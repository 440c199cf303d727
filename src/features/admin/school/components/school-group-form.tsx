import { Alert, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schoolGroupInputSchema, type AdminSchoolResponse, type CoachGroup } from '@/api/school.ts';
import { failureMessage } from '@/lib/failures.ts';
import { checkForm } from '@/lib/form-errors.ts';
import { todayPayloadDate } from '@/lib/dates.ts';
import { useSaveSchoolGroup } from '../api/school.ts';
import {
  DateRangeFields,
  FormActions,
  useAdminForm,
  WeekdaysField,
  type AdminForm,
} from '@/features/admin/shared/components/form-fields.tsx';

interface Values {
  level: string;
  coachId: string | null;
  courtId: string | null;
  daysOfWeek: string[];
  from: string;
  to: string;
  size: string;
  hoursPerMonth: string;
  startDate: string;
  endDate: string;
}

function valuesOf(group: CoachGroup | null): Values {
  if (!group) {
    const today = todayPayloadDate();
    const year = Number(today.slice(0, 4)) + (Number(today.slice(5, 7)) >= 7 ? 1 : 0);
    return {
      level: '',
      coachId: null,
      courtId: null,
      daysOfWeek: [],
      from: '17:00',
      to: '18:00',
      size: '6',
      hoursPerMonth: '4',
      startDate: today,
      endDate: `${year}-06-30`,
    };
  }
  const [from = '', to = ''] = group.timeRange.split(' - ');
  return {
    ...group,
    from,
    to,
    size: String(group.size),
    hoursPerMonth: String(group.hoursPerMonth),
  };
}

/** When the group meets: weekdays, time, size, hours and the season's dates. */
function WhenFields({ form }: { form: AdminForm<Values> }) {
  const { values, errors, patch } = form;
  return (
    <>
      <WeekdaysField
        value={values.daysOfWeek}
        error={errors.daysOfWeek}
        onChange={(daysOfWeek) => patch({ daysOfWeek })}
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <TextInput type="time" label="Desde" {...form.text('from')} error={errors.timeRange} />
        <TextInput type="time" label="Hasta" {...form.text('to')} />
        <Select
          label="Alumnos"
          data={['4', '6']}
          value={values.size}
          onChange={(size) => patch({ size: size ?? '6' })}
          allowDeselect={false}
        />
        <Select
          label="Horas al mes"
          data={['4', '8']}
          value={values.hoursPerMonth}
          onChange={(hoursPerMonth) => patch({ hoursPerMonth: hoursPerMonth ?? '4' })}
          allowDeselect={false}
        />
      </SimpleGrid>
      <DateRangeFields
        values={values}
        errors={{ startDate: errors.startDate, endDate: errors.endDate ?? errors[''] }}
        onChange={patch}
      />
    </>
  );
}

/** Creates or edits a group; its court time becomes an 'Escuela de Tenis' block. */
export function SchoolGroupForm(props: {
  group: CoachGroup | null;
  school: AdminSchoolResponse;
  onDone: () => void;
}) {
  const { group, school, onDone } = props;
  const save = useSaveSchoolGroup();
  const form = useAdminForm<Values>(() => valuesOf(group));
  const { values, patch, errors, setErrors } = form;

  const submit = () => {
    const checked = checkForm(schoolGroupInputSchema, {
      ...values,
      timeRange: `${values.from} - ${values.to}`,
      size: Number(values.size),
      hoursPerMonth: Number(values.hoursPerMonth),
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate({ groupId: group?._id ?? null, input: checked.data }, { onSuccess: onDone });
  };

  return (
    <form
      aria-label="Datos del grupo"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack>
        <TextInput label="Nivel" {...form.text('level')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Entrenador"
            data={school.coaches.map((c) => ({ value: c._id, label: c.name }))}
            value={values.coachId}
            onChange={(coachId) => patch({ coachId })}
            error={errors.coachId}
          />
          <Select
            label="Pista"
            data={school.courts.map((c) => ({ value: c._id, label: c.name }))}
            value={values.courtId}
            onChange={(courtId) => patch({ courtId })}
            error={errors.courtId}
          />
        </SimpleGrid>
        <WhenFields form={form} />
        {save.isError && (
          <Alert color="red" variant="light">
            {failureMessage(save.error, 'No se pudo guardar el grupo.')}
          </Alert>
        )}
        <FormActions busy={save.isPending} submitLabel="Guardar grupo" onCancel={onDone} />
      </Stack>
    </form>
  );
}
