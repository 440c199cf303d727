/**
 * Notifications ('Notificaciones'): web push to each member's devices (or e-mail where they have
 * none), through a durable outbox; the member's preferences; the reminder and rain jobs.
 * Other modules import this module only through this file.
 */
export { pruneNotifications } from './housekeeping.ts';
export { notify, wordNotice, type NoticeText } from './notify.ts';
export { notificationsRoutes } from './routes.ts';
export { queueRainNotices, queueReminders } from './scheduled.ts';
export { sendDueNotifications } from './send.ts';
