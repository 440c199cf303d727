import { ADMIN_SECTIONS, type AdminSectionPath } from '@/components/app-shell/nav-entries.ts';
import { LinkCardGrid, type LinkCardEntry } from '@/components/link-card-grid.tsx';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/react.tsx';

/** What each area holds, under its name on the panel's card. */
const DESCRIPTIONS: Record<AdminSectionPath, MessageKey> = {
  '/admin/users': 'admin.areaUsers',
  '/admin/reservations': 'admin.areaReservations',
  '/admin/courts': 'admin.areaCourts',
  '/admin/access': 'admin.areaAccess',
  '/admin/statistics': 'admin.areaStatistics',
  '/admin/blocked-times': 'admin.areaBlockedTimes',
  '/admin/school': 'admin.areaSchool',
  '/admin/shop': 'admin.areaShop',
  '/admin/matches': 'admin.areaMatches',
  '/admin/packs': 'admin.areaPacks',
  '/admin/results': 'admin.areaResults',
  '/admin/waitlists': 'admin.areaWaitlists',
  '/admin/calendar': 'admin.areaCalendar',
  '/admin/series': 'admin.areaSeries',
  '/admin/invoices': 'invoices.adminArea',
  '/admin/settings': 'admin.areaSettings',
};

/** A card per admin area, so the panel is also the admin's menu on a tablet. */
export function AdminLinks() {
  const t = useT();
  const areas: LinkCardEntry[] = ADMIN_SECTIONS.map((section) => ({
    ...section,
    label: t(section.labelKey),
    description: t(DESCRIPTIONS[section.to]),
  }));
  return (
    <LinkCardGrid
      links={areas}
      cols={{ base: 1, sm: 2, lg: 3 }}
      role="navigation"
      aria-label={t('admin.areasLabel')}
    />
  );
}
