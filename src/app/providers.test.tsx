import { useMantineTheme } from '@mantine/core';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUser } from '#tests/helpers/render.tsx';
import { SessionStore } from '@/lib/session.tsx';
import { AppProviders } from './providers.tsx';

function ThemeProbe() {
  const theme = useMantineTheme();
  return (
    <p>
      {theme.primaryColor} {theme.breakpoints.sm} {theme.breakpoints.md} {theme.breakpoints.xl}
    </p>
  );
}

describe('AppProviders theme', () => {
  it('switches between the visitor and the member theme with the session user', () => {
    const session = new SessionStore(async () => ({ kind: 'none' }));
    render(
      <AppProviders queryClient={new QueryClient()} session={session}>
        <ThemeProbe />
      </AppProviders>,
    );
    // The spec's breakpoints: sm 600, md 900, xl 1536 px.
    expect(screen.getByText('blue 37.5em 56.25em 96em')).toBeInTheDocument();

    act(() => session.setUser(testUser({ role: 'user-adult' })));
    expect(screen.getByText(/^green /)).toBeInTheDocument();

    act(() => session.setUser(testUser({ role: 'guess' })));
    expect(screen.getByText(/^blue /)).toBeInTheDocument();
  });
});
