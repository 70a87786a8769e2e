import { formatDate } from '@chairly/shared/format';
import type { Review } from '@chairly/shared/reviews/contracts';
import { Badge, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStylistTimeZone } from '@/lib/stylist-profile';
import { ListTable, type ListColumn } from '@/components/ui/list';
import { Stars } from './stars';

type ReviewsTableProps = {
  reviews: Review[] | undefined;
  loading: boolean;
  updatingId: number | null;
  onToggle: (review: Review) => void;
  skeletonRows: number;
};

function status(review: Review): 'published' | 'hidden' | 'pending' {
  if (review.reviewedAt === null) return 'pending';
  return review.public ? 'published' : 'hidden';
}
/** A row is as high as its Publish / Hide button: 14 px bars with 8 px above and below match it (e2e list-loading.spec.ts). */
const SKELETON_MARGIN = 8;
// Dark shades on an outline badge: readable (WCAG AA) on white and on striped rows.
const STATUS_COLOR = { published: 'teal.9', hidden: 'gray.8', pending: 'indigo.9' } as const;

/** Stars, comment, customer, date, status and the Publish / Hide toggle of each review. */
export function ReviewsTable({ reviews, loading, updatingId, onToggle, skeletonRows }: ReviewsTableProps) {
  const { t, i18n } = useTranslation('reviews');
  // In the stylist's zone, as every date she reads (docs/architecture.md "Money, dates and times").
  const zone = useStylistTimeZone().data ?? 'UTC';
  const customerOf = (review: Review) => (review.customer ? `${review.customer.name} ${review.customer.lastName}`.trim() : t('unknownCustomer'));
  const columns: ListColumn<Review>[] = [
    { label: t('columns.rating'), cell: (review) => <Stars rating={review.rating} /> },
    {
      label: t('columns.comment'),
      cell: (review) => (
        <Text size="sm" lineClamp={3} maw={320}>
          {review.comment || '—'}
        </Text>
      ),
    },
    { label: t('columns.customer'), cell: customerOf },
    { label: t('columns.date'), cell: (review) => formatDate(review.createdAt, i18n.language, zone, { dateStyle: 'medium' }) },
    {
      label: t('columns.status'),
      cell: (review) => (
        <Badge color={STATUS_COLOR[status(review)]} variant="outline">
          {t(`status.${status(review)}`)}
        </Badge>
      ),
    },
    {
      label: t('columns.actions'),
      actions: true,
      cell: (review) => (
        <Button
          size="xs"
          variant={review.public ? 'default' : 'filled'}
          loading={updatingId === review.id}
          onClick={() => onToggle(review)}
          aria-label={t(review.public ? 'hideFor' : 'publishFor', { customer: customerOf(review) })}
        >
          {t(review.public ? 'hide' : 'publish')}
        </Button>
      ),
    },
  ];
  return (
    <ListTable
      minWidth={640}
      columns={columns}
      rowKey={(review) => review.id}
      rowTestId={(review) => `review-row-${review.id}`}
      items={reviews}
      loading={loading}
      skeletonRows={skeletonRows}
      skeletonMargin={SKELETON_MARGIN}
      empty={t('empty')}
    />
  );
}
