import { useTranslation } from 'react-i18next';
import classes from './reviews.module.css';

type StarsProps = { rating: number; size?: string };

/** A read-only rating as five stars, announced as "4 of 5 stars". */
export function Stars({ rating, size = '1rem' }: StarsProps) {
  const { t } = useTranslation('reviews');
  const rounded = Math.round(rating);
  return (
    <span className={classes.stars} role="img" aria-label={t('stars', { rating })} style={{ fontSize: size }}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= rounded ? undefined : classes.empty}>
          ★
        </span>
      ))}
    </span>
  );
}
