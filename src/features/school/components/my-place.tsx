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
import { formatEurosInSpanish } from '@/domain/money.ts';
import { useRequestPlace, useSchoolChanged } from '../api/school.ts';
import { groupSchedule } from './group-card.tsx';
import { MakeUpCard } from './make-up.tsx';

const ANY_GROUP = 'any';

function RequestForm({ groups }: { groups: SchoolGroup[] }) {
  const request = useRequestPlace();
  const [groupId, setGroupId] = useState<string>(ANY_GROUP);
  const [comment, setComment] = useState('');
  const options = [
    { value: ANY_GROUP, label: 'Cualquier grupo (el entrenador decide)' },
    ...groups
      .filter((g) => g.freePlaces > 0)
      .map((g) => ({ value: g._id, label: `${g.level} · ${groupSchedule(g)}` })),
  ];
  return (
    <form
      aria-label="Solicitud de plaza"
      onSubmit={(e) => {
        e.preventDefault();
        request.mutate({ groupId: groupId === ANY_GROUP ? null : groupId, comment });
      }}
    >
      <Stack>
        <Text>
          ¿Quieres entrar en la escuela? Pide tu plaza y un entrenador te asignará un grupo.
        </Text>
        <Select
          label="Grupo preferido"
          data={options}
          value={groupId}
          onChange={(v) => setGroupId(v ?? ANY_GROUP)}
          allowDeselect={false}
        />
        <Textarea
          label="Comentario (nivel, disponibilidad…)"
          value={comment}
          maxLength={500}
          onChange={(e) => setComment(e.currentTarget.value)}
        />
        <Group>
          <OnlineButton type="submit" loading={request.isPending}>
            Solicitar plaza
          </OnlineButton>
        </Group>
      </Stack>
    </form>
  );
}

function PayPlan({ request, prices }: { request: MySchoolRequest; prices: SchoolPrice[] }) {
  const create = useCreateSubscription();
  const changed = useSchoolChanged();
  const [pending, setPending] = useState<CreateSubscriptionResponse | null>(null);
  const type = request.planType;
  if (!type) return null;
  const label = subscriptionTypeLabel(type);
  const price = prices.find((p) => p.type === type)?.price ?? 0;
  if (request.planPaid) {
    return (
      <Group>
        <Badge color="green">Plan pagado</Badge>
        <Link to="/profile" search={{ tab: 'suscripciones' }}>
          Ver en Suscripciones
        </Link>
      </Group>
    );
  }
  return (
    <Stack gap="xs">
      <Text>
        Tu plan: <b>{label}</b> · {formatEurosInSpanish(price)}/mes
      </Text>
      <Group>
        <OnlineButton
          loading={create.isPending}
          onClick={() => create.mutate({ priceType: type }, { onSuccess: setPending })}
        >
          Pagar plan
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
  const { request, groups, prices } = props;
  if (!request) return <RequestForm groups={groups} />;
  const group = groups.find((g) => g._id === request.groupId);
  return (
    <Card withBorder radius="md" aria-label="Tu solicitud">
      <Stack>
        <Group>
          <Text fw={600}>Estado de tu solicitud:</Text>
          <Badge color={request.status === 'placed' ? 'green' : 'yellow'}>
            {SCHOOL_REQUEST_STATUS_LABELS[request.status]}
          </Badge>
        </Group>
        {request.status === 'pending' && (
          <Alert color="yellow" variant="light">
            Un entrenador revisará tu solicitud y te asignará un grupo. Te avisaremos por correo.
          </Alert>
        )}
        {request.status === 'placed' && group && (
          <Text>
            Tu grupo: <b>{group.level}</b> · {groupSchedule(group)} · {group.courtName}
          </Text>
        )}
        {request.status === 'placed' && <PayPlan request={request} prices={prices} />}
        {request.status === 'placed' && <MakeUpCard />}
      </Stack>
    </Card>
  );
}
