import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { isAdminRole } from '@/domain/roles.ts';

export const Route = createFileRoute('/_app/_admin')({
  // The parent guard has already made sure someone is signed in.
  beforeLoad: ({ context }) => {
    if (!isAdminRole(context.user.role)) throw redirect({ to: '/home' });
  },
  component: Outlet,
});
