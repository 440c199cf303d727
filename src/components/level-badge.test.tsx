import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { activateLanguage } from '@/i18n/index.ts';
import { LevelBadge, LevelsProvider, PlayerLevelBadge } from './level-badge.tsx';

describe('PlayerLevelBadge', { timeout: 40_000 }, () => {
  afterEach(() => activateLanguage('es'));

  it('says where a level comes from in Catalan', async () => {
    await activateLanguage('ca');
    renderWithApp(() => <LevelBadge level={{ level: 3.86, reliability: 'por resultados' }} />, {
      user: testUser(),
    });
    const badge = await screen.findByTestId('level-badge');
    expect(badge).toHaveTextContent('Nivell 3.86 · per resultats');
    expect(badge).toHaveAccessibleName('Nivell 3.86, per resultats');
  });

  it("shows a player's level from the screen's lookup, and nothing for a player without one", async () => {
    const lookup = (userId: string, sport: string) =>
      userId === 'u1' && sport === 'padel'
        ? { level: 3.8, reliability: 'validado' as const }
        : undefined;
    renderWithApp(
      () => (
        <LevelsProvider lookup={lookup}>
          <PlayerLevelBadge userId="u1" sport="padel" short />
          <PlayerLevelBadge userId="u1" sport="tennis" short />
          <PlayerLevelBadge userId="u2" sport="padel" short />
        </LevelsProvider>
      ),
      { user: testUser() },
    );
    const badges = await screen.findAllByTestId('level-badge');
    expect(badges).toHaveLength(1);
    expect(badges[0]).toHaveTextContent('3.8');
    expect(badges[0]).toHaveAccessibleName('Nivel 3.8, validado');
  });
});
