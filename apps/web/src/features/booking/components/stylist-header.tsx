import { telHref } from '@chairly/shared/format/phone-links';
import type { PublicStylist } from '@chairly/shared/stylists/contracts';
import { Anchor, Avatar, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ltrIsolate } from '@/lib/bidi';
import classes from './booking.module.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** Background image (or a gradient), profile image and the business card of the stylist. */
export function StylistHeader({ stylist }: { stylist: PublicStylist }) {
  const { t } = useTranslation('booking');
  const name = stylist.businessName ?? stylist.subdomain ?? '';
  const place = [stylist.address, [stylist.postCode, stylist.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const socials = [
    { label: 'Instagram', url: stylist.instagramUrl },
    { label: 'Facebook', url: stylist.facebookUrl },
    { label: 'Twitter', url: stylist.twitterUrl },
  ].filter((social): social is { label: string; url: string } => Boolean(social.url));
  return (
    <header>
      <div
        className={classes.banner}
        style={
          stylist.backgroundImageUrl
            ? { backgroundImage: `url("${stylist.backgroundImageUrl}")` }
            : undefined
        }
        role="presentation"
      />
      <Container size="md">
        <Group align="flex-end" gap="md" wrap="nowrap">
          <Avatar
            src={stylist.profileImageUrl}
            alt={stylist.profileImageUrl ? t('page.profileImage', { name }) : ''}
            size={96}
            radius={96}
            className={classes.profile}
          >
            {initials(name)}
          </Avatar>
          <Title order={1} size="h2" pb={4} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
        </Group>
        <Stack gap={6} mt="sm">
          {/* Her own words, in her language: they run in their own direction on an Arabic page (D36). */}
          {stylist.businessDescription && <Text dir="auto">{stylist.businessDescription}</Text>}
          {place && (
            <Text size="sm" c="dimmed">
              {place}
            </Text>
          )}
          <Group gap="md">
            {stylist.businessPhone && (
              <Anchor href={telHref(stylist.businessPhone) ?? undefined} size="sm">
                {t('page.call', { phone: ltrIsolate(stylist.businessPhoneDisplay || stylist.businessPhone) })}
              </Anchor>
            )}
            {socials.map((social) => (
              <Anchor
                key={social.label}
                href={social.url}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
              >
                {social.label}
              </Anchor>
            ))}
          </Group>
        </Stack>
      </Container>
    </header>
  );
}
