import {
  Alert,
  Button,
  Checkbox,
  Group,
  Radio,
  SegmentedControl,
  NativeSelect,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Booking } from '@/api/bookings.ts';
import type { User } from '@/api/users.ts';
import {
  FAMILY_ROLES,
  MAX_INVITATIONS,
  MAX_PLAYERS,
  PLAYER_MESSAGES,
  checkPlayers,
  type FamilyRelation,
  type PlayerRequest,
} from '@/domain/players.ts';
import { isMemberRole } from '@/domain/roles.ts';
import { useT } from '@/i18n/react.tsx';
import { todayPayloadDate } from '@/lib/dates.ts';
import { NEEDS_CONNECTION_KEY, useOnline } from '@/lib/online.ts';
import { useAddPlayer } from '../api/booking-actions.ts';
import { invitationsQueryOptions, membersQueryOptions } from '../api/booking-detail.ts';
import { DialogActions } from '@/components/dialog-actions.tsx';
import { DateField } from '@/components/date-field.tsx';
import { FormDialog } from '@/components/form-dialog.tsx';
import { t } from '@/i18n/index.ts';

type Kind = 'member' | 'guest' | 'family';

interface Draft {
  kind: Kind;
  memberId: string | null;
  name: string;
  email: string;
  isUca: boolean;
  usedInvitation: boolean;
  relation: FamilyRelation | null;
  dob: string;
}

const EMPTY: Draft = {
  kind: 'member',
  memberId: null,
  name: '',
  email: '',
  isUca: false,
  usedInvitation: false,
  relation: null,
  dob: '',
};

/** The request's player entry for the form as filled in. */
export function draftToPlayer(d: Draft): PlayerRequest {
  const isMember = d.kind === 'member' || (d.kind === 'family' && d.memberId !== null);
  return {
    isMember,
    memberId: isMember ? d.memberId : null,
    nonMemberName: isMember ? null : d.name.trim() || null,
    nonMemberEmail: isMember ? null : d.email.trim() || null,
    isUca: d.kind === 'guest' && d.isUca,
    usedInvitation: d.kind === 'guest' && d.usedInvitation,
    isFamily: d.kind === 'family',
    familyRelation: d.kind === 'family' ? d.relation : null,
    familyDob: d.kind === 'family' && d.relation === 'child' ? d.dob || null : null,
  };
}

/**
 * The form's check before sending: the domain's `checkPlayers` (the server runs the same), after
 * the one thing only a form can miss, a member entry with nobody chosen.
 */
export function validateDraft(
  d: Draft,
  booking: Booking,
  user: User,
  invitationsUsed: number,
): string | null {
  if (d.kind === 'member' && !d.memberId) return t(PLAYER_MESSAGES.invalidMember);
  const player = draftToPlayer(d);
  const check = checkPlayers({
    bookerId: booking.userBooked._id,
    players: [player],
    found: player.memberId ? [{ id: player.memberId }] : [],
    alreadyIn: booking.players.length,
    context: {
      bookerRole: user.role,
      bookerIsMember: isMemberRole(user.role),
      courtType: booking.courtId.type,
      invitationsUsed,
      today: todayPayloadDate(),
    },
  });
  return check.ok ? null : t(check.message);
}

/** 'Añadir Jugador': a member, a non-member (UCA, invitation) or, for some roles, family. */
export function AddPlayerDialog({
  booking,
  user,
  onClose,
}: {
  booking: Booking;
  user: User;
  onClose: () => void;
}) {
  const t = useT();
  const online = useOnline();
  const members = useQuery(membersQueryOptions());
  const invitations = useQuery(invitationsQueryOptions());
  const add = useAddPlayer(booking);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setError(null);
  };
  const used = invitations.data?.invitationsUsed ?? 0;
  const inBooking = new Set(booking.players.map((p) => p.memberId?._id).filter(Boolean));
  const memberOptions = (members.data ?? [])
    .filter((m) => !inBooking.has(m._id))
    .map((m) => ({ value: m._id, label: m.name }));
  const familyAllowed = FAMILY_ROLES.includes(user.role);
  const invitationOffered =
    booking.courtId.type === 'tennis' &&
    isMemberRole(user.role) &&
    booking.players.length < 2 &&
    used < MAX_INVITATIONS;

  const submit = () => {
    if (booking.players.length >= MAX_PLAYERS) return setError(t(PLAYER_MESSAGES.tooManyPlayers));
    const invalid = validateDraft(draft, booking, user, used);
    setError(invalid);
    if (!invalid) add.mutate(draftToPlayer(draft), { onSuccess: onClose });
  };

  const kinds = [
    { value: 'member', label: t('bookings.member') },
    { value: 'guest', label: t('bookings.nonMember') },
    ...(familyAllowed ? [{ value: 'family', label: t('bookings.family') }] : []),
  ];

  return (
    <FormDialog
      title={t('bookings.addPlayer')}
      busy={add.isPending}
      onClose={onClose}
      onSubmit={submit}
      noValidate
    >
      <SegmentedControl
        data={kinds}
        value={draft.kind}
        onChange={(kind) => set({ ...EMPTY, kind: kind as Kind })}
      />
      <PlayerFields
        draft={draft}
        set={set}
        memberOptions={memberOptions}
        invitationsLeft={invitationOffered ? MAX_INVITATIONS - used : 0}
      />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <DialogActions busy={add.isPending} onBack={onClose}>
        <Button
          type="submit"
          loading={add.isPending}
          disabled={!online}
          title={online ? undefined : t(NEEDS_CONNECTION_KEY)}
        >
          {t('bookings.add')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}

/** The form's fields for the kind of player chosen. */
function PlayerFields({
  draft,
  set,
  memberOptions,
  invitationsLeft,
}: {
  draft: Draft;
  set: (patch: Partial<Draft>) => void;
  memberOptions: { value: string; label: string }[];
  /** 0 when the invitation is not offered. */
  invitationsLeft: number;
}) {
  const t = useT();
  return (
    <>
      {(draft.kind === 'member' || draft.kind === 'family') && (
        <NativeSelect
          label={t(draft.kind === 'family' ? 'bookings.familyMember' : 'bookings.member')}
          data={[{ value: '', label: t('bookings.chooseMember') }, ...memberOptions]}
          value={draft.memberId ?? ''}
          onChange={(e) => set({ memberId: e.currentTarget.value || null })}
        />
      )}
      {(draft.kind === 'guest' || (draft.kind === 'family' && !draft.memberId)) && (
        <TextInput
          label={t('bookings.name')}
          value={draft.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
        />
      )}
      {draft.kind === 'guest' && (
        <>
          <TextInput
            label={t('bookings.email')}
            type="email"
            value={draft.email}
            onChange={(e) => set({ email: e.currentTarget.value })}
          />
          <Checkbox
            label={t('bookings.ucaPlayer')}
            checked={draft.isUca}
            disabled={draft.usedInvitation}
            onChange={(e) => set({ isUca: e.currentTarget.checked })}
          />
          {invitationsLeft > 0 && (
            <Checkbox
              label={t('bookings.useInvitation', { count: invitationsLeft })}
              checked={draft.usedInvitation}
              disabled={draft.isUca}
              onChange={(e) => set({ usedInvitation: e.currentTarget.checked })}
            />
          )}
        </>
      )}
      {draft.kind === 'family' && (
        <>
          <Radio.Group
            label={t('bookings.familyRelation')}
            value={draft.relation ?? ''}
            onChange={(v) => set({ relation: v as FamilyRelation })}
          >
            <Group mt="xs">
              <Radio value="spouse" label={t('bookings.spouse')} />
              <Radio value="child" label={t('bookings.child')} />
            </Group>
          </Radio.Group>
          {draft.relation === 'child' && (
            <DateField
              label={t('bookings.birthDate')}
              value={draft.dob}
              onChange={(dob) => set({ dob })}
            />
          )}
        </>
      )}
    </>
  );
}
