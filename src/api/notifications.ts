/**
 * Notifications ('Notificaciones'): the contract of /api/notifications. A member subscribes each
 * device (the Push API's subscription, as `PushSubscription.toJSON()` gives it) and sets which
 * kinds they want, the reminder's advance and quiet hours.
 */
import { z } from 'zod';
import {
  NOTIFICATION_KINDS,
  REMINDER_MINUTES_MAX,
  REMINDER_MINUTES_MIN,
} from '@/domain/notifications.ts';
import { okWith } from './common.ts';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockTime = z.string().regex(HH_MM, 'validation.timeInvalidShort');

export const vapidKeyResponseSchema = okWith({
  /** The application server key, base64url (what `pushManager.subscribe` takes). */
  publicKey: z.string(),
});
export type VapidKeyResponse = z.infer<typeof vapidKeyResponseSchema>;

export const pushSubscriptionBodySchema = z.object({
  endpoint: z
    .string()
    .url('validation.subscriptionInvalid')
    .max(2000, 'validation.subscriptionInvalid'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: z
        .string()
        .min(1, 'validation.subscriptionInvalid')
        .max(200, 'validation.subscriptionInvalid'),
      auth: z
        .string()
        .min(1, 'validation.subscriptionInvalid')
        .max(100, 'validation.subscriptionInvalid'),
    },
    { error: 'validation.subscriptionInvalid' },
  ),
});
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBodySchema>;

export const pushUnsubscribeBodySchema = z.object({
  endpoint: z
    .string()
    .url('validation.subscriptionInvalid')
    .max(2000, 'validation.subscriptionInvalid'),
});
export type PushUnsubscribeBody = z.input<typeof pushUnsubscribeBodySchema>;

const kindsShape = Object.fromEntries(
  NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()]),
) as Record<(typeof NOTIFICATION_KINDS)[number], z.ZodBoolean>;

export const notificationPreferencesSchema = z.object({
  kinds: z.object(kindsShape),
  reminderMinutes: z
    .number({ error: 'validation.reminderRequired' })
    .int('validation.reminderRequired')
    .min(REMINDER_MINUTES_MIN, 'validation.reminderRange')
    .max(REMINDER_MINUTES_MAX, 'validation.reminderRange'),
  quietStart: clockTime,
  quietEnd: clockTime,
});
export type NotificationPreferencesBody = z.input<typeof notificationPreferencesSchema>;

/**
 * What PUT /api/notifications/preferences takes: the same, but a kind left out keeps its stored
 * value, so an app built before a kind existed still saves its preferences.
 */
export const notificationPreferencesBodySchema = notificationPreferencesSchema.extend({
  kinds: z.object(kindsShape).partial(),
});

export const notificationPreferencesResponseSchema = okWith({
  preferences: notificationPreferencesSchema,
  /** How many of the member's devices are subscribed. */
  devices: z.number().int(),
});
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponseSchema>;
