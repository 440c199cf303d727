import { Alert, Button, Modal, Select, Stack, TextInput, type ComboboxItem } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adminCreateBookingSchema } from '@/api/admin/bookings.ts';
import { courtSlots } from '@/domain/slots.ts';
import { CLUB_TIME_ZONE, todayPayloadDate } from '@/lib/dates.ts';
import { checkForm, type FieldErrors } from '@/lib/form-errors.ts';
import { ApiError } from '@/lib/http.ts';
import { useAdminCreateBooking } from '../api/bookings.ts';
import { adminCourtsQueryOptions } from '@/features/admin/courts/api/courts.ts';
import { adminUsersQueryOptions } from '@/features/admin/members/api/users.ts';
import { DialogActions } from '@/components/dialog-actions.tsx';

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
  error?: string;
}) {
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
      ? 'Escribe al menos dos letras para buscar.'
      : users.isSuccess && found.length === 0
        ? 'Ningún usuario coincide.'
        : undefined;
  return (
    <>
      <TextInput
        label="Buscar socio"
        placeholder="Nombre, e-mail o DNI"
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        description={hint}
      />
      <Select
        label="Socio"
        required
        placeholder={found.length > 0 ? `${found.length} encontrados` : undefined}
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

/**
 * A booking for a member: the member, a court, a day and one of the court's slots. The server
 * applies the member's rules (days in advance, weekly limit, price) and its refusal is shown here.
 */
export function CreateBookingDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useAdminCreateBooking();
  const courts = useQuery({ ...adminCourtsQueryOptions(), enabled: opened });
  const [member, setMember] = useState<string | null>(null);
  const [courtId, setCourtId] = useState<string | null>(null);
  const [date, setDate] = useState(todayPayloadDate());
  const [slot, setSlot] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  const court = courts.data?.find((c) => c._id === courtId);
  const slots = court && date ? courtSlots(court, date, CLUB_TIME_ZONE).map((s) => s.label) : [];
  const refusal =
    create.error instanceof ApiError && create.error.refused ? create.error.serverMessage : null;

  const close = () => {
    if (create.isPending) return;
    setErrors({});
    create.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(adminCreateBookingSchema, {
      userBooked: member ?? undefined,
      courtId: courtId ?? undefined,
      dateBooked: date,
      timeBooked: slot ? [slot] : [],
    });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    create.mutate(checked.data, {
      onSuccess: () => {
        setSlot(null);
        close();
      },
    });
  };

  return (
    <Modal opened={opened} onClose={close} title="Nueva reserva" centered>
      <form onSubmit={submit} noValidate aria-label="Nueva reserva">
        <Stack>
          <MemberPicker value={member} onChange={setMember} error={errors.userBooked} />
          <Select
            label="Pista"
            required
            data={(courts.data ?? [])
              .filter((c) => c.active)
              .map((c) => ({ value: c._id, label: c.name }))}
            value={courtId}
            onChange={(id) => {
              setCourtId(id);
              setSlot(null);
            }}
            error={errors.courtId}
          />
          <TextInput
            label="Fecha"
            type="date"
            required
            value={date}
            onChange={(e) => {
              setDate(e.currentTarget.value);
              setSlot(null);
            }}
            error={errors.dateBooked}
          />
          <Select
            label="Horario"
            required
            placeholder={court ? undefined : 'Elige antes la pista'}
            data={slots}
            value={slot}
            onChange={setSlot}
            error={errors.timeBooked}
          />
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <DialogActions busy={create.isPending} backLabel="Volver" onBack={close}>
            <Button type="submit" loading={create.isPending}>
              Crear reserva
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
