import { NavLink as MantineNavLink, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { PendingReviewsBadge } from '@/features/reviews';
import classes from './layout.module.css';
import { stylistMenu } from '@/config/stylist-menu';

type StylistNavProps = { orientation: 'horizontal' | 'vertical'; onNavigate?: () => void };

/** The stylist's menu: a horizontal bar on wide screens, a vertical list in the phone drawer. */
export function StylistNav({ orientation, onNavigate }: StylistNavProps) {
  const { t } = useTranslation('nav');
  if (orientation === 'vertical') {
    return stylistMenu.map((item) => (
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
      {stylistMenu.map((item) => (
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
