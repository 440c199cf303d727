import { Alert, Button, Modal, Select, Stack, TextInput, type ComboboxItem } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { adminCreateBookingSchema } from '@/api/admin/bookings.ts';
import { courtSlots } from '@/domain/slots.ts';
import { CLUB_TIME_ZONE, todayPayloadDate } from '@/lib/dates.ts';
import { contractForm } from '@/lib/form-errors.ts';
import { ApiError } from '@/lib/http.ts';
import { useAdminCreateBooking } from '../api/bookings.ts';
import { adminCourtsQueryOptions } from '@/features/admin/courts/api/courts.ts';
import { adminUsersQueryOptions } from '@/features/admin/members/api/users.ts';
import { DialogActions } from '@/components/dialog-actions.tsx';
import { DateField } from '@/components/date-field.tsx';
import { useT } from '@/i18n/react.tsx';

/**
 * The member: the admin types part of a name, e-mail or DNI and picks one of the first ten
 * matches. The one picked stays listed while the search changes.
 */
function MemberPicker({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  error?: ReactNode;
}) {
  const t = useT();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 250);
  const users = useQuery({
    ...adminUsersQueryOptions({ q, pageSize: 10, sort: 'name', order: 'asc' }),
    enabled: q.length >= 2,
  });
  const [picked, setPicked] = useState<ComboboxItem | null>(null);
  const found = (users.data?.users ?? []).map((u) => ({
    value: u._id,
    label: `${u.name} (${u.email})`,
  }));
  const data = picked && !found.some((o) => o.value === picked.value) ? [picked, ...found] : found;
  const hint =
    q.length < 2
      ? t('admin.memberSearchHint')
      : users.isSuccess && found.length === 0
        ? t('admin.memberSearchNone')
        : undefined;
  return (
    <>
      <TextInput
        label={t('admin.memberSearch')}
        placeholder={t('admin.usersSearchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        description={hint}
      />
      <Select
        label={t('admin.colMember')}
        required
        placeholder={found.length > 0 ? t('admin.found', { count: found.length }) : undefined}
        data={data}
        value={value}
        onChange={(id, option) => {
          setPicked(id ? option : null);
          onChange(id);
        }}
        error={error}
      />
    </>
  );
}

interface Values {
  member: string | null;
  courtId: string | null;
  date: string;
  slot: string | null;
}

const bodyOf = (values: Values) => ({
  userBooked: values.member ?? undefined,
  courtId: values.courtId ?? undefined,
  dateBooked: values.date,
  timeBooked: values.slot ? [values.slot] : [],
});

/**
 * A booking for a member: the member, a court, a day and one of the court's slots. The server
 * applies the member's rules (days in advance, weekly limit, price) and its refusal is shown here.
 */
export function CreateBookingDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const create = useAdminCreateBooking();
  const courts = useQuery({ ...adminCourtsQueryOptions(), enabled: opened });
  const initialValues: Values = {
    member: null,
    courtId: null,
    date: todayPayloadDate(),
    slot: null,
  };
  const form = useForm({
    initialValues,
    ...contractForm(adminCreateBookingSchema, bodyOf),
  });
  const { values, errors } = form;

  const court = courts.data?.find((c) => c._id === values.courtId);
  const slots =
    court && values.date ? courtSlots(court, values.date, CLUB_TIME_ZONE).map((s) => s.label) : [];
  const refusal =
    create.error instanceof ApiError && create.error.refused ? create.error.serverMessage : null;

  const close = () => {
    if (create.isPending) return;
    form.clearErrors();
    create.reset();
    onClose();
  };
  const submit = form.onSubmit((body) =>
    create.mutate(body, {
      onSuccess: () => {
        form.setFieldValue('slot', null);
        close();
      },
    }),
  );

  return (
    <Modal opened={opened} onClose={close} title={t('admin.bookingNew')} centered>
      <form onSubmit={submit} noValidate aria-label={t('admin.bookingNew')}>
        <Stack>
          <MemberPicker
            value={values.member}
            onChange={(member) => form.setFieldValue('member', member)}
            error={errors.userBooked}
          />
          <Select
            label={t('admin.colCourt')}
            required
            data={(courts.data ?? [])
              .filter((c) => c.active)
              .map((c) => ({ value: c._id, label: c.name }))}
            value={values.courtId}
            onChange={(courtId) => form.setValues({ courtId, slot: null })}
            error={errors.courtId}
          />
          <DateField
            label={t('admin.colDate')}
            required
            value={values.date}
            onChange={(date) => form.setValues({ date, slot: null })}
            error={errors.dateBooked}
          />
          <Select
            label={t('admin.colTimes')}
            required
            placeholder={court ? undefined : t('admin.pickCourtFirst')}
            data={slots}
            value={values.slot}
            onChange={(slot) => form.setFieldValue('slot', slot)}
            error={errors.timeBooked}
          />
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <DialogActions busy={create.isPending} backLabel={t('admin.back')} onBack={close}>
            <Button type="submit" loading={create.isPending}>
              {t('admin.bookingCreate')}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
