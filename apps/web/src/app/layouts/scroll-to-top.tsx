import { SCROLL_TO_TOP_AFTER_PX } from '@chairly/shared/constants';
import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** Appears once the page is scrolled past 250 px (docs/product.md §2). */
export function ScrollToTop() {
  const { t } = useTranslation('common');
  const [scroll, scrollTo] = useWindowScroll();
  // Affix's left/right are the inline start/end: bottom left when the page runs right to left.
  // Above the booking page's sticky bar, whose height that page sets (issue #31.1: it sat on its button).
  return (
    <Affix position={{ right: 20 }} style={{ bottom: 'calc(20px + var(--booking-bar-height, 0px))' }}>
      <Transition transition="slide-up" mounted={scroll.y > SCROLL_TO_TOP_AFTER_PX}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size="xl"
            radius="xl"
            variant="filled"
            aria-label={t('scrollToTop')}
            title={t('scrollToTop')}
            onClick={() => scrollTo({ y: 0 })}
          >
            <span aria-hidden>↑</span>
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
