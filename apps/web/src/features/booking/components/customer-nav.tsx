import { ROLES } from '@chairly/shared/constants';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useRuntime } from '@/lib/runtime';
import { startCustomerLogin, useSession } from '@/lib/session';

/** Header actions for customers on a stylist's host: "Log in" when signed out, "My bookings" when signed in. */
export function CustomerNav() {
  const { t } = useTranslation(['nav', 'booking']);
  const { host } = useRuntime();
  const session = useSession();
  if (host.kind !== 'stylist') return null;
  if (!session.isLoggedIn) {
    return (
      <Button
        variant="subtle"
        size="compact-md"
        onClick={() => void startCustomerLogin(window.location.href)}
      >
        {t('login')}
      </Button>
    );
  }
  if (!session.roles.includes(ROLES.customer)) return null;
  return (
    <Button component={Link} to={paths.bookingsList()} variant="subtle" size="compact-md">
      {t('booking:nav.myBookings')}
    </Button>
  );
}
