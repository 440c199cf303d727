import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  Tabs,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SPANISH_REGIONS, type SpanishRegion } from '@/domain/calendar.ts';
import type { ClubSettings, QuickBookingTieBreak } from '@/domain/club-settings.ts';
import { parseDecimal } from '@/domain/money.ts';
import { MEMBER_ROLES } from '@/domain/roles.ts';
import { DECIMAL_COMMA } from '@/components/euro-input.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/react.tsx';
import { Section } from './settings-section.tsx';
import { adminSettingsQueryOptions, useSaveSettings } from '../api/settings.ts';
import { adminInvoicingSettingsQueryOptions } from '@/features/admin/invoices/api/invoicing-settings.ts';
import { InvoicingSettingsForm } from './invoicing-settings-form.tsx';
import type { SettingsTab } from '@/features/admin/shared/search.ts';

const TIE_BREAKS: Array<{ value: QuickBookingTieBreak; label: MessageKey }> = [
  { value: 'least-used', label: 'admin.settingsTieBreakLeastUsed' },
  { value: 'court-order', label: 'admin.settingsTieBreakCourtOrder' },
];

/** Whether a holder's series dates count against the weekly limit; which roles create their own. */
function SeriesSection({
  value,
  onChange,
}: {
  value: ClubSettings['series'];
  onChange: (values: Partial<ClubSettings['series']>) => void;
}) {
  const t = useT();
  return (
    <Section title={t('admin.settingsSeries')} hint={t('admin.settingsSeriesHint')}>
      <Switch
        label={t('admin.settingsSeriesCountWeekly')}
        checked={value.countAgainstWeeklyLimit}
        onChange={(e) => onChange({ countAgainstWeeklyLimit: e.currentTarget.checked })}
      />
      <MultiSelect
        label={t('admin.settingsSeriesRoles')}
        description={t('admin.settingsSeriesRolesHint')}
        data={[...MEMBER_ROLES]}
        value={value.memberRoles}
        onChange={(memberRoles) => onChange({ memberRoles })}
      />
    </Section>
  );
}

/** How many make-up classes a pupil may take per season. */
function SchoolSection({
  makeUps,
  onChange,
}: {
  makeUps: number;
  onChange: (makeUps: number) => void;
}) {
  const t = useT();
  return (
    <Section title={t('admin.settingsSchool')} hint={t('admin.settingsSchoolHint')}>
      <NumberInput
        label={t('admin.settingsMakeUps')}
        min={0}
        max={20}
        allowDecimal={false}
        value={makeUps}
        onChange={(v) => onChange(Number(v))}
      />
    </Section>
  );
}

function CalendarSection({
  region,
  onChange,
}: {
  region: SpanishRegion;
  onChange: (region: SpanishRegion) => void;
}) {
  const t = useT();
  return (
    <Section title={t('admin.settingsCalendar')} hint={t('admin.settingsCalendarHint')}>
      <Select
        label={t('admin.settingsRegion')}
        data={Object.entries(SPANISH_REGIONS).map(([value, label]) => ({ value, label: t(label) }))}
        allowDeselect={false}
        searchable
        value={region}
        onChange={(v) => v && onChange(v as SpanishRegion)}
      />
    </Section>
  );
}

function SettingsForm({ initial }: { initial: ClubSettings }) {
  const t = useT();
  const save = useSaveSettings();
  const [s, setS] = useState(initial);
  const set = <K extends keyof ClubSettings>(section: K, values: Partial<ClubSettings[K]>) =>
    setS((all) => ({ ...all, [section]: { ...all[section], ...values } }));
  return (
    <form
      aria-label={t('admin.settingsForm')}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(s);
      }}
    >
      <Stack>
        <Section title={t('admin.settingsMatches')} hint={t('admin.settingsMatchesHint')}>
          <NumberInput
            label={t('admin.settingsAutoCancel')}
            min={0}
            max={1440}
            allowDecimal={false}
            value={s.openMatches.autoCancelMinutes}
            onChange={(v) => set('openMatches', { autoCancelMinutes: Number(v) })}
          />
        </Section>
        <Section title={t('admin.settingsWaitlists')} hint={t('admin.settingsWaitlistsHint')}>
          <Switch
            label={t('admin.padel')}
            checked={s.waitlist.enabled.padel}
            onChange={(e) =>
              set('waitlist', {
                enabled: { ...s.waitlist.enabled, padel: e.currentTarget.checked },
              })
            }
          />
          <Switch
            label={t('admin.tennis')}
            checked={s.waitlist.enabled.tennis}
            onChange={(e) =>
              set('waitlist', {
                enabled: { ...s.waitlist.enabled, tennis: e.currentTarget.checked },
              })
            }
          />
        </Section>
        <Section title={t('admin.settingsQuick')} hint={t('admin.settingsQuickHint')}>
          <Switch
            label={t('admin.settingsIndoorFirst')}
            checked={s.quickBooking.indoorFirstWhenRain}
            onChange={(e) => set('quickBooking', { indoorFirstWhenRain: e.currentTarget.checked })}
          />
          <Select
            label={t('admin.settingsThen')}
            data={TIE_BREAKS.map(({ value, label }) => ({ value, label: t(label) }))}
            allowDeselect={false}
            value={s.quickBooking.tieBreak}
            onChange={(v) => v && set('quickBooking', { tieBreak: v as QuickBookingTieBreak })}
          />
        </Section>
        <Section title={t('admin.settingsLevels')} hint={t('admin.settingsLevelsHint')}>
          <NumberInput
            label={t('admin.settingsRatingStep')}
            min={0.05}
            max={1}
            step={0.05}
            decimalScale={2}
            {...DECIMAL_COMMA}
            value={s.levels.ratingStep}
            onChange={(v) => set('levels', { ratingStep: parseDecimal(v) ?? 0 })}
          />
        </Section>
        <CalendarSection
          region={s.calendar.region}
          onChange={(region) => set('calendar', { region })}
        />
        <SeriesSection value={s.series} onChange={(values) => set('series', values)} />
        <SchoolSection
          makeUps={s.school.makeUpsPerSeason}
          onChange={(makeUpsPerSeason) => set('school', { makeUpsPerSeason })}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('admin.settingsSave')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Facturación': the club's fiscal setup, its own call and its own save. */
function InvoicingTab() {
  const { data } = useQuery(adminInvoicingSettingsQueryOptions());
  return data ? (
    <InvoicingSettingsForm
      key={JSON.stringify(data.settings)}
      settings={data.settings}
      ready={data.ready}
    />
  ) : null;
}

/**
 * 'Ajustes': the rules of open matches, waitlists, the quick booking, levels and the calendar;
 * 'Facturación' apart, in its own tab (the URL's `tab`), as it is saved on its own.
 */
export function SettingsPage({
  tab = 'general',
  onTab,
}: {
  tab?: SettingsTab;
  onTab?: (tab: SettingsTab) => void;
}) {
  const t = useT();
  const { data } = useQuery(adminSettingsQueryOptions());
  const [shown, setShown] = useState<SettingsTab>(tab);
  return (
    <Stack>
      <PageTitle>{t('admin.settingsTitle')}</PageTitle>
      <Tabs
        value={shown}
        onChange={(value) => {
          const next = value === 'invoicing' ? 'invoicing' : 'general';
          setShown(next);
          onTab?.(next);
        }}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="general">{t('invoices.adminSettingsTabGeneral')}</Tabs.Tab>
          <Tabs.Tab value="invoicing">{t('invoices.adminSettingsTabInvoicing')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="general">
          {data && <SettingsForm key={JSON.stringify(data.settings)} initial={data.settings} />}
        </Tabs.Panel>
        <Tabs.Panel value="invoicing">
          <InvoicingTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
