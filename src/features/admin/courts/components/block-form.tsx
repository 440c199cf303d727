import {
  ActionIcon,
  Button,
  Group,
  MultiSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { createBlockBodySchema, type AdminBlockedTime } from '@/api/admin/blocked-times.ts';
import { SPANISH_WEEKDAYS, type SpanishWeekday } from '@/api/courts.ts';
import { checkBlockedTime } from '@/domain/admin.ts';
import { contractResolver } from '@/lib/form-errors.ts';
import type { BlockDraft } from '../api/blocked-times.ts';
import {
  DateRangeFields,
  WEEK,
  WeekdaysField,
} from '@/features/admin/shared/components/form-fields.tsx';
import { FormActions } from '@/components/dialog-actions.tsx';
import { TimeField } from '@/components/time-field.tsx';
import { DateField } from '@/components/date-field.tsx';
import { useT } from '@/i18n/react.tsx';

interface Range {
  from: string;
  to: string;
}
interface BlockValues {
  courtIds: string[];
  startDate: string;
  endDate: string;
  daysOfWeek: string[];
  range: Range;
  reason: string;
  exceptions: Array<{ date: string } & Range>;
}

function rangeOf(timeRange: string): Range {
  const [from = '', to = ''] = timeRange.split(' - ');
  return { from, to };
}
const joined = (range: Range) => `${range.from} - ${range.to}`;

function valuesOf(block: AdminBlockedTime | null, today: string): BlockValues {
  if (!block) {
    return {
      courtIds: [],
      startDate: today,
      endDate: today,
      daysOfWeek: [...SPANISH_WEEKDAYS],
      range: { from: '09:00', to: '14:00' },
      reason: '',
      exceptions: [],
    };
  }
  return {
    courtIds: [block.courtId],
    startDate: block.startDate,
    endDate: block.endDate,
    daysOfWeek: WEEK.filter((day) =>
      block.daysOfWeek.some((d) => d.localeCompare(day, 'es', { sensitivity: 'base' }) === 0),
    ),
    range: rangeOf(block.timeRange),
    reason: block.reason,
    exceptions: block.exceptions.map((e) => ({ date: e.date, ...rangeOf(e.timeRange) })),
  };
}

function draftOf(values: BlockValues, blockId: string | undefined): BlockDraft {
  return {
    ...(blockId ? { blockId } : {}),
    courtIds: values.courtIds,
    startDate: values.startDate,
    endDate: values.endDate,
    daysOfWeek: values.daysOfWeek as SpanishWeekday[],
    timeRange: joined(values.range),
    reason: values.reason.trim(),
    exceptions: values.exceptions.map((e) => ({ date: e.date, timeRange: joined(e) })),
  };
}

/**
 * The block's form, checked with the contract's schema; the rules across fields (dates,
 * exceptions inside the block) are checked on their own too, so they show with the field errors
 * rather than after them.
 */
function useBlockForm(block: AdminBlockedTime | null, today: string) {
  const t = useT();
  const draft = (values: BlockValues) => draftOf(values, block?._id);
  const resolve = contractResolver(createBlockBodySchema, draft);
  return useForm({
    initialValues: valuesOf(block, today),
    validate: (values: BlockValues) => {
      const sent = draft(values);
      const rule = checkBlockedTime({
        ...sent,
        reason: sent.reason ?? '',
        exceptions: sent.exceptions ?? [],
      });
      return { ...resolve(values), ...(rule ? { '': t(rule) } : {}) };
    },
    transformValues: draft,
    clearInputErrorOnChange: false,
  });
}

type BlockFormState = ReturnType<typeof useBlockForm>;

/** The exceptions: an exact date and range inside the block that stays bookable. */
function ExceptionsFields({ form }: { form: BlockFormState }) {
  const t = useT();
  const { values, errors } = form;
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text fw={600} size="sm">
          {t('admin.blockExceptions')}
        </Text>
        <Button
          size="xs"
          variant="light"
          onClick={() =>
            form.insertListItem('exceptions', {
              date: values.startDate,
              from: values.range.from,
              to: values.range.to,
            })
          }
        >
          {t('admin.blockExceptionAdd')}
        </Button>
      </Group>
      {values.exceptions.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('admin.blockNoExceptions')}
        </Text>
      )}
      {values.exceptions.map((_, index) => (
        <Group
          key={index}
          align="flex-end"
          role="group"
          aria-label={t('admin.blockException', { number: index + 1 })}
        >
          <DateField
            label={t('admin.colDay')}
            {...form.getInputProps(`exceptions.${index}.date`)}
          />
          <TimeField
            label={t('admin.from')}
            {...form.getInputProps(`exceptions.${index}.from`)}
            error={errors[`exceptions.${index}.timeRange`]}
          />
          <TimeField label={t('admin.to')} {...form.getInputProps(`exceptions.${index}.to`)} />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t('admin.blockExceptionRemove', { number: index + 1 })}
            onClick={() => form.removeListItem('exceptions', index)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * A blocked time: courts, dates, weekdays, hours, reason and the exceptions (an exact date and
 * range left bookable), checked with the server's rules before anything is sent.
 */
export function BlockForm({
  block,
  courts,
  today,
  busy,
  onSubmit,
  onCancel,
}: {
  block: AdminBlockedTime | null;
  courts: ReadonlyArray<{ _id: string; name: string }>;
  today: string;
  busy: boolean;
  onSubmit: (draft: BlockDraft) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const form = useBlockForm(block, today);
  const { values, errors } = form;

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-label={t('admin.blockForm')}>
      <Stack>
        <MultiSelect
          label={t('admin.courtsTitle')}
          data={courts.map((court) => ({ value: court._id, label: court.name }))}
          maxValues={block ? 1 : undefined}
          {...form.getInputProps('courtIds')}
          searchable
        />
        <DateRangeFields values={values} errors={errors} onChange={form.setValues} />
        <WeekdaysField
          value={values.daysOfWeek}
          error={errors.daysOfWeek}
          onChange={(daysOfWeek) => form.setFieldValue('daysOfWeek', daysOfWeek)}
        />
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          <TimeField
            label={t('admin.startTime')}
            {...form.getInputProps('range.from')}
            error={errors.timeRange}
          />
          <TimeField label={t('admin.endTime')} {...form.getInputProps('range.to')} />
          <TextInput
            label={t('admin.reason')}
            placeholder={t('admin.blockDefaultReason')}
            {...form.getInputProps('reason')}
          />
        </SimpleGrid>
        <ExceptionsFields form={form} />
        {errors[''] && (
          <Text c="red" size="sm" role="alert">
            {errors['']}
          </Text>
        )}
        <FormActions
          busy={busy}
          submitLabel={block ? t('admin.saveChanges') : t('admin.blockSave')}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
