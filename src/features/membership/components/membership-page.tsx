import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { CreateSubscriptionResponse } from '@/api/payments.ts';
import type { User } from '@/api/users.ts';
import { PageTitle } from '@/components/page-title.tsx';
import {
  MEMBERSHIP_PLANS,
  currentMembershipPlan,
  isMembershipType,
  isSchoolType,
  membershipPlan,
  type MembershipType,
} from '@/domain/subscriptions.ts';
import { useOnline } from '@/lib/online.ts';
import { useCreateSubscription } from '@/components/subscription-dialog/subscription-api.ts';
import { PlanCard, planButtonState } from './plan-card.tsx';
import { SubscriptionDialog } from '@/components/subscription-dialog/subscription-dialog.tsx';
import { useT } from '@/i18n/react.tsx';

interface PendingSubscription extends CreateSubscriptionResponse {
  type: MembershipType;
}

/** 'Elige tu Membresía': the three plans, and the payment dialog for the chosen one. */
export function MembershipPage({ user }: { user: User }) {
  const t = useT();
  const online = useOnline();
  const create = useCreateSubscription();
  const [pending, setPending] = useState<PendingSubscription | null>(null);
  const current = currentMembershipPlan(user.subscriptions);
  const asked = create.isPending ? create.variables?.priceType : undefined;
  const requesting = asked && isMembershipType(asked) ? asked : null;

  const select = (type: MembershipType) => {
    if (type === current || requesting) return;
    create.mutate({ priceType: type }, { onSuccess: (answer) => setPending({ ...answer, type }) });
  };

  const plan = pending ? membershipPlan(pending.type) : null;
  return (
    <Stack>
      <div>
        <PageTitle>{t('membership.title')}</PageTitle>
        <Text fw={600}>{user.name}</Text>
        <Text c="dimmed">{t('membership.intro')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {MEMBERSHIP_PLANS.map((p) => (
          <PlanCard
            key={p.type}
            plan={p}
            state={planButtonState(p.type, current, requesting)}
            busy={requesting !== null && requesting !== p.type}
            online={online}
            onSelect={() => select(p.type)}
          />
        ))}
      </SimpleGrid>
      <SubscriptionDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        clientSecret={pending?.clientSecret ?? null}
        membershipName={plan ? t(plan.label) : ''}
        membershipPrice={plan?.priceEuros ?? 0}
        intentType={pending?.intentType}
        nextChargeAt={pending?.nextChargeAt}
        isSchoolMembership={pending ? isSchoolType(pending.type) : false}
      />
    </Stack>
  );
}
