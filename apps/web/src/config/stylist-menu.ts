import type { MemberRole } from '@chairly/shared/constants';
import { paths } from '@/config/paths';
import { mayUse, type MemberArea } from '@/lib/member-access';

type MenuItem = { key: string; to: string; area?: MemberArea };

/** The stylist's back-office menu (docs/product.md §2), in display order; labels are `nav:` keys. */
export const stylistMenu = [
  { key: 'dashboard', to: paths.dashboard(), area: 'statistics' },
  { key: 'calendar', to: paths.calendar() },
  { key: 'appointments', to: paths.appointmentList() },
  { key: 'customers', to: paths.customerList() },
  { key: 'services', to: paths.serviceList() },
  { key: 'reviews', to: paths.reviewList(), area: 'reviews' },
  { key: 'waitlist', to: paths.waitlist(), area: 'waitlist' },
  { key: 'settings', to: paths.stylistSetting() },
] as const satisfies readonly MenuItem[];

/** The menu a member sees (issue #34): what her role cannot use is left out. */
export function stylistMenuFor(role: MemberRole | null): readonly MenuItem[] {
  return stylistMenu.filter((item: MenuItem) => !item.area || mayUse(role, item.area));
}
