import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { LevelsProvider, PlayerLevelBadge } from './level-badge.tsx';

describe('PlayerLevelBadge', { timeout: 40_000 }, () => {
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
