import { telHref } from '@chairly/shared/format/phone-links';
import { Anchor, Text, type AnchorProps } from '@mantine/core';

type Props = AnchorProps & {
  /** The stored number (E.164; an old one that could not be migrated is shown without a link). */
  value: string;
  /** What the reader sees, e.g. `formatPhone(value, country)`; the stored value by default. */
  label?: string;
};

/**
 * A phone number to tap (issue #29.4): the link dials the E.164 form from anywhere in the world,
 * the text is written as the stylist writes it. Left to right in every language.
 */
export function PhoneLink({ value, label, ...props }: Props) {
  const href = telHref(value);
  if (!href) return <Text span dir="ltr" size={props.size}>{label ?? value}</Text>;
  return (
    <Anchor href={href} dir="ltr" {...props}>
      {label ?? value}
    </Anchor>
  );
}
