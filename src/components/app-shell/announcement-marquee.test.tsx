import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '#tests/helpers/render.tsx';
import { AnnouncementMarquee } from './announcement-marquee.tsx';

const TEXTS = ['Torneo de pádel el sábado', 'Pista 3 cerrada por obras'];

function movingContent(): HTMLElement {
  const content = document.querySelector<HTMLElement>('.mantine-Marquee-content');
  if (!content) throw new Error('no moving announcements');
  return content;
}

describe('AnnouncementMarquee', () => {
  it('has a button that pauses the moving announcements and one that resumes them', async () => {
    renderWithApp(() => <AnnouncementMarquee announcements={TEXTS} member />);
    const leave = (button: HTMLElement) => fireEvent.blur(button, { relatedTarget: document.body });
    const pause = await screen.findByRole('button', { name: 'Pausar anuncios' });
    expect(movingContent().style.animationPlayState).toBe('');
    // The band's repeated copies are hidden from screen readers, which hear the texts once.
    expect(movingContent().closest('[aria-hidden="true"]')).not.toBeNull();
    expect(
      screen.getAllByText('Torneo de pádel el sábado · Pista 3 cerrada por obras'),
    ).toHaveLength(1);

    await userEvent.click(pause);
    const resume = screen.getByRole('button', { name: 'Reanudar anuncios' });
    expect(screen.queryByRole('button', { name: 'Pausar anuncios' })).toBeNull();
    // Paused by the button itself, not only while the keyboard is on it.
    leave(resume);
    expect(movingContent().style.animationPlayState).toBe('paused');

    await userEvent.click(resume);
    leave(screen.getByRole('button', { name: 'Pausar anuncios' }));
    expect(movingContent().style.animationPlayState).toBe('');
  });

  it('stands still while the keyboard is in the banner', async () => {
    renderWithApp(() => <AnnouncementMarquee announcements={TEXTS} member={false} />);
    const join = await screen.findByRole('link', { name: 'Hazte Socio Ahora' });
    fireEvent.focus(join);
    expect(movingContent().style.animationPlayState).toBe('paused');
    fireEvent.blur(join, { relatedTarget: document.body });
    expect(movingContent().style.animationPlayState).toBe('');
  });

  it('under reduced motion shows the texts standing still, with no control to pause them', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({ ...matchMedia(query), matches: query.includes('reduce') }) as MediaQueryList;
    try {
      renderWithApp(() => <AnnouncementMarquee announcements={TEXTS} member />);
      expect(await screen.findByTestId('announcements-still')).toHaveTextContent(
        'Torneo de pádel el sábado · Pista 3 cerrada por obras',
      );
      expect(document.querySelector('.mantine-Marquee-content')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Pausar anuncios' })).toBeNull();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
