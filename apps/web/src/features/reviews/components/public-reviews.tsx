import { formatDate, formatNumber } from '@chairly/shared/format';
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePublicRates } from '../api/get-public-rates';
import { Stars } from './stars';

/**
 * Published reviews of the subdomain's stylist: average, count and the latest ones (public page).
 * `zone` is the stylist's IANA zone, in which the dates are written; the booking page that shows this
 * passes it (reviews does not import booking back: issue #30, no circles between features).
 */
export function PublicReviews({ zone }: { zone: string }) {
  const { t, i18n } = useTranslation('reviews');
  const rates = usePublicRates();
  if (rates.isPending) return <Skeleton height={96} radius="md" />;
  if (rates.isError) return null;
  const { average, count, reviews } = rates.data;
  return (
    <section aria-labelledby="public-reviews-title">
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={2} size="h3" id="public-reviews-title">
          {t('public.title')}
        </Title>
        {average !== null && (
          <Group gap="xs" data-testid="public-reviews-summary">
            <Stars rating={average} size="1.25rem" />
            <Text fw={600}>{formatNumber(average, i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</Text>
            <Text c="dimmed" size="sm">
              {t('public.count', { count })}
            </Text>
          </Group>
        )}
      </Group>
      {count === 0 ? (
        <Text c="dimmed">{t('public.empty')}</Text>
      ) : (
        <Stack gap="sm">
          {reviews.map((review) => (
            <Paper key={review.id} withBorder p="sm" radius="md">
              <Group justify="space-between" mb={4}>
                <Stars rating={review.rating} />
                <Text size="xs" c="dimmed">
                  {formatDate(review.createdAt, i18n.language, zone, { dateStyle: 'medium' })}
                </Text>
              </Group>
              {/* Written by customers in any language: each runs in its own direction (D36). */}
              {review.comment && (
                <Text size="sm" dir="auto">
                  {review.comment}
                </Text>
              )}
              {review.authorName && (
                <Text size="xs" c="dimmed" mt={4} dir="auto">
                  {review.authorName}
                </Text>
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </section>
  );
}
