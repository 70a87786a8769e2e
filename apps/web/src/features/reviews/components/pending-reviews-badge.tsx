import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { usePendingCount } from '../api/get-pending-count';

/** The number of reviews waiting for the stylist, beside the menu's Reviews item (nothing at zero). */
export function PendingReviewsBadge() {
  const { t } = useTranslation('reviews');
  const session = useSession();
  const pending = usePendingCount(session.stylistId !== null && session.isLoggedIn);
  const count = pending.data?.count ?? 0;
  if (count <= 0) return null;
  return (
    <Badge size="sm" circle={count < 10} color="red" ms={6} aria-label={t('pendingBadge', { count })} data-testid="pending-reviews-badge">
      {count}
    </Badge>
  );
}
