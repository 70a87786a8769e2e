import { Link } from 'react-router';
import classes from './layout.module.css';

export function BrandLink() {
  return (
    <Link to="/" className={classes.brand} aria-label="Chairly">
      <span className={classes.brandMark} aria-hidden>
        C
      </span>
      Chairly
    </Link>
  );
}
