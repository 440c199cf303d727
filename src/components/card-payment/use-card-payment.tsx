import { Center, Loader, Text } from '@mantine/core';
import { loadStripe } from '@stripe/stripe-js/pure';
import type {
  PaymentIntentResult,
  SetupIntentResult,
  Stripe,
  StripeCardElement,
} from '@stripe/stripe-js';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { PaymentGateway, SandboxCard } from '@/api/payments.ts';
import { ApiError } from '@/lib/http.ts';
import { paymentsConfigQueryOptions, sandboxConfirm } from './api.ts';
import { SandboxCardField } from './sandbox-card-field.tsx';
import { StripeCardField } from './stripe-card-field.tsx';
import { t } from '@/i18n/index.ts';

/** How the member pays: a saved card, or the card typed into the card entry. */
export type PaymentMethodChoice =
  { kind: 'saved'; id: string } | { kind: 'new'; saveCard: boolean };

/**
 * 'provider' carries the gateway's own message (a declined card, an invalid number), which the
 * screens show as the spec asks; 'failed' is anything else (network, server, unexpected status).
 */
export type CardResult =
  | { ok: true }
  | { ok: false; reason: 'provider'; message: string }
  | { ok: false; reason: 'failed' };

export interface CardPayment {
  /** null while the club's payment config loads. */
  gateway: PaymentGateway | null;
  /** The gateway can confirm: the config is known and, for Stripe, Stripe.js has loaded. */
  providerReady: boolean;
  /** The config or Stripe.js could not be loaded. */
  providerFailed: boolean;
  /** The card entry is on screen (Stripe's "elements" are mounted). */
  cardMounted: boolean;
  /** The card entry holds a complete card. */
  cardComplete: boolean;
  /** Render this where a new card is typed; it is the same for both gateways to the screen. */
  cardEntry: ReactNode;
  confirmPayment: (clientSecret: string, method: PaymentMethodChoice) => Promise<CardResult>;
  confirmSetup: (clientSecret: string, method: PaymentMethodChoice) => Promise<CardResult>;
}

// Stripe.js is fetched once per key and only when a payment form first asks for it.
let stripeLoad: { key: string; promise: Promise<Stripe | null> } | null = null;
function getStripe(key: string): Promise<Stripe | null> {
  if (!stripeLoad || stripeLoad.key !== key) stripeLoad = { key, promise: loadStripe(key) };
  return stripeLoad.promise;
}

function stripeOutcome(result: PaymentIntentResult | SetupIntentResult): CardResult {
  if (result.error) {
    return result.error.message
      ? { ok: false, reason: 'provider', message: result.error.message }
      : { ok: false, reason: 'failed' };
  }
  const intent = 'paymentIntent' in result ? result.paymentIntent : result.setupIntent;
  return intent?.status === 'succeeded' ? { ok: true } : { ok: false, reason: 'failed' };
}

async function sandboxOutcome(run: () => Promise<{ status: string }>): Promise<CardResult> {
  try {
    const result = await run();
    return result.status === 'succeeded' ? { ok: true } : { ok: false, reason: 'failed' };
  } catch (error) {
    // The sandbox answers a refused card (402) or an unusable one (400) with its own message.
    if (error instanceof ApiError && error.refused && error.serverMessage) {
      return { ok: false, reason: 'provider', message: error.serverMessage };
    }
    return { ok: false, reason: 'failed' };
  }
}

/** Stripe.js for the club's key, loaded only when the gateway is Stripe. */
function useStripeJs(gateway: PaymentGateway | null, publishableKey: string | null) {
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (gateway !== 'stripe' || !publishableKey) return;
    let live = true;
    getStripe(publishableKey).then(
      (loaded) => {
        if (!live) return;
        if (loaded) setStripe(loaded);
        else setFailed(true);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [gateway, publishableKey]);
  return { stripe, failed };
}

/** What the card entry on screen reports: Stripe's element or the sandbox card, and its state. */
function useCardEntryState() {
  const cardElement = useRef<StripeCardElement | null>(null);
  const sandboxCard = useRef<SandboxCard | null>(null);
  const [cardMounted, setCardMounted] = useState(false);
  const [cardComplete, setCardComplete] = useState(false);

  const onStripeElement = useCallback((element: StripeCardElement | null) => {
    cardElement.current = element;
    setCardMounted(element !== null);
  }, []);
  const onSandboxCard = useCallback((card: SandboxCard | null) => {
    sandboxCard.current = card;
    setCardComplete(card !== null);
  }, []);
  const onSandboxMounted = useCallback((mounted: boolean) => {
    if (!mounted) sandboxCard.current = null;
    setCardMounted(mounted);
    if (!mounted) setCardComplete(false);
  }, []);
  return {
    cardElement,
    sandboxCard,
    cardMounted,
    cardComplete,
    setCardComplete,
    onStripeElement,
    onSandboxCard,
    onSandboxMounted,
  };
}

type Confirm = (
  mode: 'payment' | 'setup',
  clientSecret: string,
  method: PaymentMethodChoice,
) => Promise<CardResult>;

/** Confirms with the sandbox's confirm call: a saved card by id, or the card typed in. */
function sandboxConfirmWith(sandboxCard: { current: SandboxCard | null }): Confirm {
  return async (mode, clientSecret, method) => {
    if (method.kind === 'saved') {
      return sandboxOutcome(() => sandboxConfirm({ clientSecret, paymentMethodId: method.id }));
    }
    const card = sandboxCard.current;
    if (!card) return { ok: false, reason: 'failed' };
    // A card that pays a setup is saved by definition.
    const saveCard = mode === 'setup' || method.saveCard;
    return sandboxOutcome(() => sandboxConfirm({ clientSecret, card, saveCard }));
  };
}

/** Confirms with Stripe.js: a saved card by id, or the card element on screen. */
function stripeConfirmWith(stripe: Stripe, cardElement: { current: StripeCardElement | null }) {
  const confirm: Confirm = async (mode, clientSecret, method) => {
    if (method.kind === 'saved') {
      return stripeOutcome(
        mode === 'payment'
          ? await stripe.confirmCardPayment(clientSecret, { payment_method: method.id })
          : await stripe.confirmCardSetup(clientSecret, { payment_method: method.id }),
      );
    }
    const card = cardElement.current;
    if (!card) return { ok: false, reason: 'failed' };
    return stripeOutcome(
      mode === 'payment'
        ? await stripe.confirmCardPayment(clientSecret, {
            payment_method: { card },
            ...(method.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
          })
        : await stripe.confirmCardSetup(clientSecret, { payment_method: { card } }),
    );
  };
  return confirm;
}

/**
 * One way for every money screen to take a card, whichever gateway the club runs: Stripe's card
 * element and confirmCardPayment/confirmCardSetup, or the sandbox card form and its confirm call.
 * Call it only in a component that is on screen while a payment form is open, so Stripe.js is
 * loaded only then.
 */
export function useCardPayment(): CardPayment {
  const config = useQuery(paymentsConfigQueryOptions());
  const gateway = config.data?.gateway ?? null;
  const publishableKey = config.data?.publishableKey ?? null;
  const { stripe, failed: stripeFailed } = useStripeJs(gateway, publishableKey);
  const entry = useCardEntryState();
  const { cardElement, sandboxCard } = entry;

  const providerReady = gateway === 'sandbox' || (gateway === 'stripe' && stripe !== null);
  // Stripe without a publishable key cannot take a card: a server misconfiguration.
  const providerFailed =
    config.isError || stripeFailed || (gateway === 'stripe' && !publishableKey);

  let cardEntry: ReactNode;
  if (providerFailed) {
    cardEntry = (
      <Text c="red" size="sm">
        {t('cards.formFailed')}
      </Text>
    );
  } else if (gateway === 'sandbox') {
    cardEntry = (
      <MountReporter onMounted={entry.onSandboxMounted}>
        {<SandboxCardField onChange={entry.onSandboxCard} />}
      </MountReporter>
    );
  } else if (gateway === 'stripe' && stripe) {
    cardEntry = (
      <StripeCardField
        stripe={stripe}
        onElement={entry.onStripeElement}
        onComplete={entry.setCardComplete}
      />
    );
  } else {
    cardEntry = (
      <Center py="sm">
        <Loader size="sm" aria-label={t('cards.loadingForm')} />
      </Center>
    );
  }

  let confirm: Confirm = async () => ({ ok: false, reason: 'failed' });
  if (gateway === 'sandbox') confirm = sandboxConfirmWith(sandboxCard);
  else if (gateway === 'stripe' && stripe) confirm = stripeConfirmWith(stripe, cardElement);

  return {
    gateway,
    providerReady,
    providerFailed,
    cardMounted: entry.cardMounted,
    cardComplete: entry.cardComplete,
    cardEntry,
    confirmPayment: (clientSecret, method) => confirm('payment', clientSecret, method),
    confirmSetup: (clientSecret, method) => confirm('setup', clientSecret, method),
  };
}

function MountReporter({
  onMounted,
  children,
}: {
  onMounted: (mounted: boolean) => void;
  children: ReactNode;
}) {
  useEffect(() => {
    onMounted(true);
    return () => onMounted(false);
  }, [onMounted]);
  return children;
}
