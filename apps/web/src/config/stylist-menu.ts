import { paths } from '@/config/paths';

/** The stylist's back-office menu (docs/product.md §2), in display order; labels are `nav:` keys. */
export const stylistMenu = [
  { key: 'dashboard', to: paths.dashboard() },
  { key: 'calendar', to: paths.calendar() },
  { key: 'appointments', to: paths.appointmentList() },
  { key: 'customers', to: paths.customerList() },
  { key: 'services', to: paths.serviceList() },
  { key: 'reviews', to: paths.reviewList() },
  { key: 'waitlist', to: paths.waitlist() },
  { key: 'settings', to: paths.stylistSetting() },
] as const;
