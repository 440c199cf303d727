import { createFileRoute } from '@tanstack/react-router';
import { WalletBalanceCard } from '@/features/account/components/wallet-balance-card.tsx';
import { NextBookingCard } from '@/features/bookings/components/next-booking-card.tsx';
import { HomePage } from '@/features/home/components/home-page.tsx';
import { ClubDay } from '@/features/schedule/components/club-day.tsx';
import { GuestCardEntry } from '@/features/schedule/components/guest-card-entry.tsx';
import { QuickBookingCard } from '@/features/waitlist/components/quick-booking-card.tsx';
import { LevelPrompt } from '@/features/levels/components/level-prompt.tsx';
import { useSessionUser } from '@/lib/session.tsx';

export const Route = createFileRoute('/_app/home')({
  component: HomeRoute,
});

/** The schedule, bookings, money and waitlist features pass their widgets here as the page's slots. */
function HomeRoute() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <>
      <LevelPrompt />
      <HomePage
        user={user}
        clubDay={<ClubDay CardPayment={GuestCardEntry} />}
        nextBooking={<NextBookingCard />}
        wallet={<WalletBalanceCard />}
        quickBooking={<QuickBookingCard />}
      />
    </>
  );
}
