import {
  Alert,
  Button,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { SPANISH_WEEKDAYS } from '@/api/courts.ts';
import { schoolGroupInputSchema, type AdminSchoolResponse, type CoachGroup } from '@/api/school.ts';
import { failureMessage } from '@/lib/failures.ts';
import { checkForm, type FieldErrors } from '@/lib/form-errors.ts';
import { todayPayloadDate } from '@/lib/dates.ts';
import { useSaveSchoolGroup } from '../api/school.ts';
import { useFormValues } from '@/lib/use-form-values.ts';

/** Monday first, as a Spanish calendar reads. */
const WEEK = [...SPANISH_WEEKDAYS.slice(1), SPANISH_WEEKDAYS[0]];

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
function WhenFields({
  values,
  errors,
  onChange: patch,
}: {
  values: Values;
  errors: FieldErrors;
  onChange: (next: Partial<Values>) => void;
}) {
  return (
    <>
      <Checkbox.Group
        label="Días de la semana"
        value={values.daysOfWeek}
        onChange={(daysOfWeek) => patch({ daysOfWeek })}
        error={errors.daysOfWeek}
      >
        <Group gap="sm" mt={4}>
          {WEEK.map((day) => (
            <Checkbox key={day} value={day} label={day} />
          ))}
        </Group>
      </Checkbox.Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <TextInput
          type="time"
          label="Desde"
          value={values.from}
          onChange={(e) => patch({ from: e.currentTarget.value })}
          error={errors.timeRange}
        />
        <TextInput
          type="time"
          label="Hasta"
          value={values.to}
          onChange={(e) => patch({ to: e.currentTarget.value })}
        />
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
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="date"
          label="Desde el día"
          value={values.startDate}
          onChange={(e) => patch({ startDate: e.currentTarget.value })}
          error={errors.startDate}
        />
        <TextInput
          type="date"
          label="Hasta el día"
          value={values.endDate}
          onChange={(e) => patch({ endDate: e.currentTarget.value })}
          error={errors.endDate ?? errors['']}
        />
      </SimpleGrid>
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
  const { values, patch, errors, setErrors } = useFormValues<Values>(() => valuesOf(group));

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
        <TextInput
          label="Nivel"
          value={values.level}
          onChange={(e) => patch({ level: e.currentTarget.value })}
          error={errors.level}
        />
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
        <WhenFields values={values} errors={errors} onChange={patch} />
        {save.isError && (
          <Alert color="red" variant="light">
            {failureMessage(save.error, 'No se pudo guardar el grupo.')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" loading={save.isPending}>
            Guardar grupo
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
