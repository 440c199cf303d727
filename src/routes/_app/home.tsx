import { createFileRoute } from '@tanstack/react-router';
import { WalletBalanceCard } from '@/features/account/components/wallet-balance-card.tsx';
import { NextBookingCard } from '@/features/bookings/components/next-booking-card.tsx';
import { HomePage } from '@/features/home/components/home-page.tsx';
import { LevelPrompt } from '@/features/levels/components/level-prompt.tsx';
import { useSessionUser } from '@/lib/session.tsx';

export const Route = createFileRoute('/_app/home')({
  component: HomeRoute,
});

/** The bookings and money features pass their widgets here: `nextBooking={…}` and `wallet={…}`. */
function HomeRoute() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <>
      <LevelPrompt />
      <HomePage user={user} nextBooking={<NextBookingCard />} wallet={<WalletBalanceCard />} />
    </>
  );
}
