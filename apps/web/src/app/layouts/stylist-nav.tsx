import { NavLink as MantineNavLink, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { PendingReviewsBadge } from '@/features/reviews';
import classes from './layout.module.css';
import { stylistMenuFor } from '@/config/stylist-menu';
import { useSession } from '@/lib/session';

type StylistNavProps = { orientation: 'horizontal' | 'vertical'; onNavigate?: () => void };

/** The stylist's menu: a horizontal bar on wide screens, a vertical list in the phone drawer. */
export function StylistNav({ orientation, onNavigate }: StylistNavProps) {
  const { t } = useTranslation('nav');
  const menu = stylistMenuFor(useSession().memberRole);
  if (orientation === 'vertical') {
    return menu.map((item) => (
      <MantineNavLink
        key={item.key}
        component={NavLink}
        to={item.to}
        label={t(item.key)}
        rightSection={item.key === 'reviews' ? <PendingReviewsBadge /> : undefined}
        onClick={onNavigate}
        className={classes.drawerLink}
      />
    ));
  }
  return (
    <ul className={classes.menu}>
      {menu.map((item) => (
        <li key={item.key}>
          <UnstyledButton component={NavLink} to={item.to} className={classes.menuLink}>
            {t(item.key)}
            {item.key === 'reviews' && <PendingReviewsBadge />}
          </UnstyledButton>
        </li>
      ))}
    </ul>
  );
}
