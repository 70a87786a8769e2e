import { Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './reviews.module.css';

type StarRatingInputProps = { value: number | null; onChange: (rating: number) => void; error?: string };

/** 1–5 stars as a native radio group: arrow keys move between stars, each named "n of 5 stars". */
export function StarRatingInput({ value, onChange, error }: StarRatingInputProps) {
  const { t } = useTranslation('reviews');
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <div>
      <fieldset className={classes.input} aria-describedby={error ? errorId : undefined}>
        <VisuallyHidden component="legend">{t('form.rating')}</VisuallyHidden>
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n}>
            <input
              className={classes.radio}
              type="radio"
              id={`${name}-${n}`}
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
            />
            <label htmlFor={`${name}-${n}`} className={classes.starLabel} data-active={value !== null && n <= value ? true : undefined}>
              <span aria-hidden="true">★</span>
              <VisuallyHidden>{t('stars', { rating: n })}</VisuallyHidden>
            </label>
          </span>
        ))}
      </fieldset>
      {error && (
        <Text id={errorId} c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}
