import { Button, Container, Divider, Skeleton, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '@/components/ui';
import { paths } from '@/config/paths';
import { PublicReviews, usePublicRates } from '@/features/reviews';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';
import { usePublicClosures } from '../api/get-public-closures';
import { publicMembersQueryOptions } from '../api/get-public-members';
import { usePublicOpenHours } from '../api/get-public-open-hours';
import { usePublicServices } from '../api/get-public-services';
import { usePublicStylist } from '../api/get-public-stylist';
import { LeftOutNotice } from '../components/left-out-notice';
import { OpenHoursList } from '../components/open-hours-list';
import { SelectionBar } from '../components/selection-bar';
import { ServiceList } from '../components/service-list';
import { StylistHeader } from '../components/stylist-header';
import { useSiteSubdomain } from '../hooks/use-booking-site';
import { useSelectedServices } from '../hooks/use-selected-services';
import { selectionStore, useSelection } from '../utils/selection-store';

// Both namespaces start loading with this module (in parallel, not one after the other when the
// page first renders): the page's data is requested only once its texts are there.
void i18n.loadNamespaces(['booking', 'reviews']);

/** /services/book (docs/product.md §2, open to anyone): the stylist's public page and the start of a booking. */
export default function StylistPage() {
  // The reviews' texts load with the page's own: a namespace loaded later would suspend and re-lay out the page.
  const { t } = useTranslation(['booking', 'reviews']);
  const stylist = usePublicStylist(useSiteSubdomain());
  const services = usePublicServices();
  const openHours = usePublicOpenHours();
  const closures = usePublicClosures();
  const reviews = usePublicRates();
  const selection = useSelection();
  const selected = useSelectedServices();
  const picture = stylist.data?.profileImageUrl ?? stylist.data?.backgroundImageUrl;
  // Issue #34: the date step asks a team "with whom" before its times; its list is read meanwhile
  // (in the browser only: the page itself does not show it, and the server render stays as it was).
  const queryClient = useQueryClient();
  useEffect(() => void queryClient.prefetchQuery(publicMembersQueryOptions()), [queryClient]);
  usePageTitle(
    stylist.data ? t('page.documentTitle', { name: stylist.data.businessName }) : 'Chairly',
    stylist.data?.businessDescription ?? undefined,
    // A shared link shows a card with her business, description and picture (issue #31.7).
    stylist.data ? (picture ? { image: picture } : {}) : undefined,
  );

  if (stylist.isError) {
    const missing = stylist.error instanceof ApiError && stylist.error.status === 404;
    return (
      <Container size="sm" py="xl">
        {missing ? (
          <EmptyState
            title={t('page.notFound.title')}
            description={t('page.notFound.description')}
            icon="?"
            headingLevel={1}
          />
        ) : (
          <ErrorState
            title={t('loadFailed.title')}
            description={t('loadFailed.description')}
            actionLabel={t('loadFailed.retry')}
            onAction={() => void stylist.refetch()}
            headingLevel={1}
          />
        )}
      </Container>
    );
  }

  // One swap from placeholder to page, with the footer kept below the fold: no layout shift.
  if (
    !stylist.data ||
    services.isPending ||
    openHours.isPending ||
    closures.isPending ||
    reviews.isPending
  ) {
    return (
      <div style={{ minHeight: '100vh' }} aria-busy="true" aria-label={t('loading')}>
        <Skeleton height={160} radius={0} />
      </div>
    );
  }

  return (
    <>
      <StylistHeader stylist={stylist.data} />
      <Container size="md" py="lg">
        <Stack gap="xl">
          <section aria-labelledby="services-title">
            <Title order={2} size="h3" id="services-title" mb="md">
              {t('page.services')}
            </Title>
            <LeftOutNotice />
            {services.isError && (
              <ErrorState
                title={t('loadFailed.title')}
                description={t('loadFailed.description')}
                actionLabel={t('loadFailed.retry')}
                onAction={() => void services.refetch()}
              />
            )}
            {services.data?.length === 0 && (
              <EmptyState
                title={t('page.noServices.title')}
                description={t('page.noServices.description')}
              />
            )}
            {services.data && services.data.length > 0 && (
              <ServiceList
                services={services.data}
                selected={selection.serviceIds}
                onToggle={selectionStore.toggleService}
              />
            )}
          </section>
          <Divider />
          {openHours.data && (
            <OpenHoursList hours={openHours.data} closures={closures.data?.closures} />
          )}
          {/* Last: the reviews arrive after the page and must not push anything visible down. */}
          <PublicReviews zone={stylist.data?.timeZone?.value ?? 'UTC'} />
        </Stack>
      </Container>
      {selected.services.length > 0 && (
        <SelectionBar
          count={selected.services.length}
          duration={selected.duration}
          price={selected.price}
          action={
            <Button component={Link} to={paths.bookingDateTime()}>
              {t('bar.chooseTime')}
            </Button>
          }
        />
      )}
    </>
  );
}
