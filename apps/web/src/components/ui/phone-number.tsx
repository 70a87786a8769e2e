import { formatPhone, type PhoneRegion } from '@chairly/shared/format/phone';
import { PhoneLink } from './phone-link';

/**
 * A stored number on a stylist's screen (issue #29.4): national form for her country's numbers,
 * international for the others, a `tel:` link in E.164. Imported by path, not from the `ui` index:
 * it brings the phone metadata (decision D35), which only the screens that show numbers load.
 */
export function PhoneNumber({ value, country, size = 'sm' }: { value: string; country: PhoneRegion; size?: 'xs' | 'sm' | 'md' }) {
  if (!value) return null;
  return <PhoneLink value={value} label={formatPhone(value, country)} size={size} />;
}
