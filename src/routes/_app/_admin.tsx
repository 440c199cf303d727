import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { isAdminRole } from '@/domain/roles.ts';
import { ADMIN_NAMESPACES, currentLanguage, loadCatalogue } from '@/i18n/index.ts';

export const Route = createFileRoute('/_app/_admin')({
  // The parent guard has already made sure someone is signed in.
  beforeLoad: async ({ context }) => {
    if (!isAdminRole(context.user.role)) throw redirect({ to: '/home' });
    await loadCatalogue(currentLanguage(), ADMIN_NAMESPACES);
  },
  component: Outlet,
});
