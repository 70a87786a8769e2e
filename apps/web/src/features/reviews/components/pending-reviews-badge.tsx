import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { usePendingCount } from '../api/get-pending-count';

/**
 * The number of reviews waiting for the stylist, beside the menu's Reviews item (nothing at zero).
 * White on red.9 (#c92a2a, 5.4:1): on the default red (#f03e3e, 3.84:1) the 10 px figure was too faint.
 */
export function PendingReviewsBadge() {
  const { t } = useTranslation('reviews');
  const session = useSession();
  const pending = usePendingCount(session.stylistId !== null && session.isLoggedIn);
  const count = pending.data?.count ?? 0;
  if (count <= 0) return null;
  return (
    <Badge size="sm" circle={count < 10} color="red.9" ms={6} aria-label={t('pendingBadge', { count })} data-testid="pending-reviews-badge">
      {count}
    </Badge>
  );
}
