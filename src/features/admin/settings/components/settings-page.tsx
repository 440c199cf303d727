import {
  Button,
  Card,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { SPANISH_REGIONS, type SpanishRegion } from '@/domain/calendar.ts';
import type { ClubSettings, QuickBookingTieBreak } from '@/domain/club-settings.ts';
import { parseDecimal } from '@/domain/money.ts';
import { MEMBER_ROLES } from '@/domain/roles.ts';
import { DECIMAL_COMMA } from '@/components/euro-input.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { adminSettingsQueryOptions, useSaveSettings } from '../api/settings.ts';

const TIE_BREAKS: Array<{ value: QuickBookingTieBreak; label: string }> = [
  { value: 'least-used', label: 'La pista menos usada ese día' },
  { value: 'court-order', label: 'El orden de las pistas' },
];

const REGIONS = Object.entries(SPANISH_REGIONS).map(([value, label]) => ({ value, label }));

function Section({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}

/** Whether a holder's series dates count against the weekly limit; which roles create their own. */
function SeriesSection({
  value,
  onChange,
}: {
  value: ClubSettings['series'];
  onChange: (values: Partial<ClubSettings['series']>) => void;
}) {
  return (
    <Section title="Abonos" hint="Las fechas de un abono son reservas de su titular.">
      <Switch
        label="Los abonos cuentan en el límite semanal de reservas"
        checked={value.countAgainstWeeklyLimit}
        onChange={(e) => onChange({ countAgainstWeeklyLimit: e.currentTarget.checked })}
      />
      <MultiSelect
        label="Roles que pueden crear sus propios abonos"
        description="Vacío: solo la administración crea abonos."
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
  return (
    <Section
      title="Escuela"
      hint="Un alumno que falta a una clase de su grupo puede recuperarla en otro grupo de su nivel con plaza libre."
    >
      <NumberInput
        label="Recuperaciones por alumno y temporada"
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
  return (
    <Section
      title="Calendario"
      hint="Los festivos de esta comunidad se proponen en el calendario del club para cerrar."
    >
      <Select
        label="Comunidad autónoma"
        data={REGIONS}
        allowDeselect={false}
        searchable
        value={region}
        onChange={(v) => v && onChange(v as SpanishRegion)}
      />
    </Section>
  );
}

function SettingsForm({ initial }: { initial: ClubSettings }) {
  const save = useSaveSettings();
  const [s, setS] = useState(initial);
  const set = <K extends keyof ClubSettings>(section: K, values: Partial<ClubSettings[K]>) =>
    setS((all) => ({ ...all, [section]: { ...all[section], ...values } }));
  return (
    <form
      aria-label="Ajustes del club"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(s);
      }}
    >
      <Stack>
        <Section
          title="Partidos abiertos"
          hint="Un partido que no se completa a tiempo se cancela y se devuelve el dinero al monedero."
        >
          <NumberInput
            label="Cancelar si no está completo (minutos antes del inicio)"
            min={0}
            max={1440}
            allowDecimal={false}
            value={s.openMatches.autoCancelMinutes}
            onChange={(v) => set('openMatches', { autoCancelMinutes: Number(v) })}
          />
        </Section>
        <Section
          title="Listas de espera"
          hint="Cuando una pista ocupada se libera, se reserva sola para el primero de la lista que pueda."
        >
          <Switch
            label="Pádel"
            checked={s.waitlist.enabled.padel}
            onChange={(e) =>
              set('waitlist', {
                enabled: { ...s.waitlist.enabled, padel: e.currentTarget.checked },
              })
            }
          />
          <Switch
            label="Tenis"
            checked={s.waitlist.enabled.tennis}
            onChange={(e) =>
              set('waitlist', {
                enabled: { ...s.waitlist.enabled, tennis: e.currentTarget.checked },
              })
            }
          />
        </Section>
        <Section
          title="Reserva rápida"
          hint="Cómo elige pista el club cuando el socio no la elige."
        >
          <Switch
            label="Pistas cubiertas primero si se prevé lluvia"
            checked={s.quickBooking.indoorFirstWhenRain}
            onChange={(e) => set('quickBooking', { indoorFirstWhenRain: e.currentTarget.checked })}
          />
          <Select
            label="Después"
            data={TIE_BREAKS}
            allowDeselect={false}
            value={s.quickBooking.tieBreak}
            onChange={(v) => v && set('quickBooking', { tieBreak: v as QuickBookingTieBreak })}
          />
        </Section>
        <Section
          title="Niveles"
          hint="Lo más que puede moverse el nivel de un jugador en un partido; menos cuanto más fiable es su nivel."
        >
          <NumberInput
            label="Paso máximo por partido"
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
            Guardar ajustes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Ajustes': the rules of open matches, waitlists, the quick booking, levels and the calendar. */
export function SettingsPage() {
  const { data } = useQuery(adminSettingsQueryOptions());
  return (
    <Stack>
      <PageTitle>Ajustes</PageTitle>
      {data && <SettingsForm key={JSON.stringify(data.settings)} initial={data.settings} />}
    </Stack>
  );
}
