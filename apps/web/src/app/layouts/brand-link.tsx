import { Link } from 'react-router';
import classes from './layout.module.css';

type BrandLinkProps = {
  /** On a phone, show only the mark (the header is crowded: a signed-in customer's "My bookings" and menu). */
  compact?: boolean;
};

export function BrandLink({ compact = false }: BrandLinkProps) {
  return (
    <Link to="/" className={compact ? `${classes.brand} ${classes.brandCompact}` : classes.brand} aria-label="Chairly">
      <span className={classes.brandMark} aria-hidden>
        C
      </span>
      <span className={classes.brandWord}>Chairly</span>
    </Link>
  );
}
