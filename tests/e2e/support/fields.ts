import type { Locator } from '@playwright/test';

/**
 * Types a day ('YYYY-MM-DD') into a date field as a Spaniard does, 'dd/mm/aaaa', then leaves the
 * field with Tab, which closes its calendar (it would otherwise cover what comes next).
 */
export async function fillDate(field: Locator, day: string): Promise<void> {
  const [year, month, date] = day.split('-');
  await field.fill(`${date}/${month}/${year}`);
  await field.press('Tab');
}

/**
 * Types 'HH:MM' into a time field: its label names the hours, which move on to the minutes by
 * themselves once two digits are typed.
 */
export async function fillTime(field: Locator, time: string): Promise<void> {
  await field.click();
  await field.pressSequentially(time.replace(':', ''));
}
