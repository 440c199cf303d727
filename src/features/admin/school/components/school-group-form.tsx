import { Alert, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schoolGroupInputSchema, type AdminSchoolResponse, type CoachGroup } from '@/api/school.ts';
import { failureMessage } from '@/lib/failures.ts';
import { contractForm } from '@/lib/form-errors.ts';
import { todayPayloadDate } from '@/lib/dates.ts';
import { useSaveSchoolGroup } from '../api/school.ts';
import { DateRangeFields, WeekdaysField } from '@/features/admin/shared/components/form-fields.tsx';
import { FormActions } from '@/components/dialog-actions.tsx';
import { TimeField } from '@/components/time-field.tsx';
import { useT } from '@/i18n/react.tsx';

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

const bodyOf = (values: Values) => ({
  ...values,
  timeRange: `${values.from} - ${values.to}`,
  size: Number(values.size),
  hoursPerMonth: Number(values.hoursPerMonth),
});

function useGroupForm(group: CoachGroup | null) {
  return useForm({
    initialValues: valuesOf(group),
    ...contractForm(schoolGroupInputSchema, bodyOf),
  });
}

/** When the group meets: weekdays, time, size, hours and the season's dates. */
function WhenFields({ form }: { form: ReturnType<typeof useGroupForm> }) {
  const t = useT();
  const { values, errors } = form;
  return (
    <>
      <WeekdaysField
        value={values.daysOfWeek}
        error={errors.daysOfWeek}
        onChange={(daysOfWeek) => form.setFieldValue('daysOfWeek', daysOfWeek)}
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <TimeField
          label={t('admin.from')}
          {...form.getInputProps('from')}
          error={errors.timeRange}
        />
        <TimeField label={t('admin.to')} {...form.getInputProps('to')} />
        <Select
          label={t('admin.pupils')}
          data={['4', '6']}
          value={values.size}
          onChange={(size) => form.setFieldValue('size', size ?? '6')}
          allowDeselect={false}
        />
        <Select
          label={t('admin.hoursPerMonth')}
          data={['4', '8']}
          value={values.hoursPerMonth}
          onChange={(hours) => form.setFieldValue('hoursPerMonth', hours ?? '4')}
          allowDeselect={false}
        />
      </SimpleGrid>
      <DateRangeFields
        values={values}
        errors={{ startDate: errors.startDate, endDate: errors.endDate ?? errors[''] }}
        onChange={form.setValues}
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
  const t = useT();
  const save = useSaveSchoolGroup();
  const form = useGroupForm(group);

  return (
    <form
      aria-label={t('admin.groupForm')}
      onSubmit={form.onSubmit((input) =>
        save.mutate({ groupId: group?._id ?? null, input }, { onSuccess: onDone }),
      )}
    >
      <Stack>
        <TextInput label={t('admin.colLevel')} {...form.getInputProps('level')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('admin.coach')}
            data={school.coaches.map((c) => ({ value: c._id, label: c.name }))}
            {...form.getInputProps('coachId')}
          />
          <Select
            label={t('admin.colCourt')}
            data={school.courts.map((c) => ({ value: c._id, label: c.name }))}
            {...form.getInputProps('courtId')}
          />
        </SimpleGrid>
        <WhenFields form={form} />
        {save.isError && (
          <Alert color="red" variant="light">
            {failureMessage(save.error, t('admin.groupSaveFailed'))}
          </Alert>
        )}
        <FormActions busy={save.isPending} submitLabel={t('admin.groupSave')} onCancel={onDone} />
      </Stack>
    </form>
  );
}
