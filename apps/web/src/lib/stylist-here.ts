import { ROLES } from '@chairly/shared/constants';
import { useRuntime } from '@/lib/runtime';
import { useSession } from '@/lib/session';

/** True for a signed-in stylist on a stylist host (the guard keeps her on her own): her back-office menu belongs on the page. */
export function useIsStylistHere(): boolean {
  const session = useSession();
  const { host } = useRuntime();
  return host.kind === 'stylist' && session.isLoggedIn && session.roles.includes(ROLES.stylist);
}
