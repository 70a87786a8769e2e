import { Button, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { stylistMenuFor } from '@/config/stylist-menu';
import { PendingReviewsBadge } from '@/features/reviews';
import { useSession } from '@/lib/session';

/**
 * The way from the dashboard to every section (issue #31.8): the full layout has no menu bar
 * (docs/product.md §2), and the account menu alone was too hidden for the landing page.
 */
export function SectionLinks() {
  const { t } = useTranslation(['nav', 'dashboard']);
  const sections = stylistMenuFor(useSession().memberRole).filter((item) => item.key !== 'dashboard');
  return (
    <nav aria-label={t('dashboard:sections')} data-testid="dashboard-sections">
      <SimpleGrid cols={{ base: 2, xs: 4, lg: sections.length }} spacing="xs">
        {sections.map((item) => (
          <Button
            key={item.key}
            component={Link}
            to={item.to}
            variant="default"
            fullWidth
            rightSection={item.key === 'reviews' ? <PendingReviewsBadge /> : undefined}
            styles={{ label: { overflow: 'visible' } }}
          >
            {t(`nav:${item.key}`)}
          </Button>
        ))}
      </SimpleGrid>
    </nav>
  );
}
