import { Alert, Badge, Card, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { CreateSubscriptionResponse } from '@/api/payments.ts';
import type { MySchoolRequest, SchoolGroup, SchoolPrice } from '@/api/school.ts';
import { OnlineButton } from '@/components/online-button.tsx';
import { useCreateSubscription } from '@/components/subscription-dialog/subscription-api.ts';
import { SubscriptionDialog } from '@/components/subscription-dialog/subscription-dialog.tsx';
import { SCHOOL_REQUEST_STATUS_LABELS } from '@/domain/school.ts';
import { subscriptionTypeLabel } from '@/domain/subscriptions.ts';
import { formatEuros } from '@/lib/euros.ts';
import { useT } from '@/i18n/react.tsx';
import { useRequestPlace, useSchoolChanged } from '../api/school.ts';
import { groupSchedule } from './group-card.tsx';
import { MakeUpCard } from './make-up.tsx';

const ANY_GROUP = 'any';

function RequestForm({ groups }: { groups: SchoolGroup[] }) {
  const t = useT();
  const request = useRequestPlace();
  const [groupId, setGroupId] = useState<string>(ANY_GROUP);
  const [comment, setComment] = useState('');
  const options = [
    { value: ANY_GROUP, label: t('school.anyGroup') },
    ...groups
      .filter((g) => g.freePlaces > 0)
      .map((g) => ({ value: g._id, label: `${g.level} · ${groupSchedule(t, g)}` })),
  ];
  return (
    <form
      aria-label={t('school.requestForm')}
      onSubmit={(e) => {
        e.preventDefault();
        request.mutate({ groupId: groupId === ANY_GROUP ? null : groupId, comment });
      }}
    >
      <Stack>
        <Text>{t('school.requestIntro')}</Text>
        <Select
          label={t('school.preferredGroup')}
          data={options}
          value={groupId}
          onChange={(v) => setGroupId(v ?? ANY_GROUP)}
          allowDeselect={false}
        />
        <Textarea
          label={t('school.comment')}
          value={comment}
          maxLength={500}
          onChange={(e) => setComment(e.currentTarget.value)}
        />
        <Group>
          <OnlineButton type="submit" loading={request.isPending}>
            {t('school.requestPlace')}
          </OnlineButton>
        </Group>
      </Stack>
    </form>
  );
}

function PayPlan({ request, prices }: { request: MySchoolRequest; prices: SchoolPrice[] }) {
  const t = useT();
  const create = useCreateSubscription();
  const changed = useSchoolChanged();
  const [pending, setPending] = useState<CreateSubscriptionResponse | null>(null);
  const type = request.planType;
  if (!type) return null;
  const label = t(subscriptionTypeLabel(type));
  const price = prices.find((p) => p.type === type)?.price ?? 0;
  if (request.planPaid) {
    return (
      <Group>
        <Badge color="green">{t('school.planPaid')}</Badge>
        <Link to="/profile" search={{ tab: 'suscripciones' }}>
          {t('school.seeInSubscriptions')}
        </Link>
      </Group>
    );
  }
  return (
    <Stack gap="xs">
      <Text>
        {t('school.yourPlan')} <b>{label}</b> ·{' '}
        {t('school.perMonth', { price: formatEuros(price) })}
      </Text>
      <Group>
        <OnlineButton
          loading={create.isPending}
          onClick={() => create.mutate({ priceType: type }, { onSuccess: setPending })}
        >
          {t('school.payPlan')}
        </OnlineButton>
      </Group>
      <SubscriptionDialog
        open={pending !== null}
        onClose={() => {
          setPending(null);
          changed();
        }}
        clientSecret={pending?.clientSecret ?? null}
        membershipName={label}
        membershipPrice={price}
        intentType={pending?.intentType}
        nextChargeAt={pending?.nextChargeAt}
        isSchoolMembership
      />
    </Stack>
  );
}

/** The student's place: the request form, the request's state, then the plan to pay. */
export function MyPlace(props: {
  request: MySchoolRequest | null;
  groups: SchoolGroup[];
  prices: SchoolPrice[];
}) {
  const t = useT();
  const { request, groups, prices } = props;
  if (!request) return <RequestForm groups={groups} />;
  const group = groups.find((g) => g._id === request.groupId);
  return (
    <Card withBorder radius="md" aria-label={t('school.yourRequest')}>
      <Stack>
        <Group>
          <Text fw={600}>{t('school.requestState')}</Text>
          <Badge color={request.status === 'placed' ? 'green' : 'yellow'}>
            {t(SCHOOL_REQUEST_STATUS_LABELS[request.status])}
          </Badge>
        </Group>
        {request.status === 'pending' && (
          <Alert color="yellow" variant="light">
            {t('school.pendingNote')}
          </Alert>
        )}
        {request.status === 'placed' && group && (
          <Text>
            {t('school.yourGroup')} <b>{group.level}</b> · {groupSchedule(t, group)} ·{' '}
            {group.courtName}
          </Text>
        )}
        {request.status === 'placed' && <PayPlan request={request} prices={prices} />}
        {request.status === 'placed' && <MakeUpCard />}
      </Stack>
    </Card>
  );
}
