import { MAX_SERIES_EVERY_WEEKS, MAX_SERIES_OCCURRENCES, type SeriesPreview } from '@chairly/shared/appointments/series';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { usePreviewSeries } from '../api/appointment-series';
import { chosenStarts, type OccurrenceChoice } from '../utils/series-choices';
import { noRepeat, type RepeatValues } from './repeat-section';

type Base = { customerId?: number; services: number[]; startsAt: string; appointmentId?: number; memberId?: number };

const whole = (value: number | string, min: number, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
};

/** What a series to book needs: the period and the chosen starts, or an i18n key saying what is missing. */
export type SeriesPlan = { everyWeeks: number; starts: { index: number; startsAt: string }[] } | { error: string };

/** The Repeat section's state: its settings, the dates from the server, her choice per date. */
export function useRepeat(initial: RepeatValues = noRepeat) {
  const [values, setValues] = useState<RepeatValues>(initial);
  const [preview, setPreview] = useState<SeriesPreview | null>(null);
  const [choices, setChoices] = useState<Record<number, OccurrenceChoice>>({});
  const [error, setError] = useState<string | undefined>();
  const previewing = usePreviewSeries();

  /** The dates shown no longer match the form: they must be checked again. */
  const invalidate = () => {
    setPreview(null);
    setChoices({});
  };

  async function load(base: Base) {
    const everyWeeks = whole(values.everyWeeks, 1, MAX_SERIES_EVERY_WEEKS);
    const count = whole(values.count, 2, MAX_SERIES_OCCURRENCES);
    if (everyWeeks === null) return setError('repeat.errors.everyWeeks');
    if (values.end === 'count' && count === null) return setError('repeat.errors.count');
    if (values.end === 'until' && !/^\d{4}-\d{2}-\d{2}$/.test(values.until)) return setError('repeat.errors.until');
    try {
      const result = await previewing.mutateAsync({ ...base, everyWeeks, ...(values.end === 'count' ? { count: count! } : { until: values.until }) });
      setPreview(result);
      setChoices({});
      setError(undefined);
    } catch (caught) {
      invalidate();
      const fields = caught instanceof ApiError ? Object.keys(caught.fields ?? {}) : [];
      setError(fields.includes('until') ? 'repeat.errors.until' : fields.includes('count') ? 'repeat.errors.count' : 'repeat.errors.previewFailed');
    }
  }

  /** The series to book from the dates shown and her choices. */
  function plan(): SeriesPlan {
    if (!preview) return { error: 'repeat.errors.preview' };
    const starts = chosenStarts(preview.occurrences, choices);
    const existing = preview.occurrences.some((o) => o.existing) ? 1 : 0;
    if (starts.length + existing < 2 || starts.length === 0) return { error: 'repeat.errors.tooFew' };
    return { everyWeeks: Number(values.everyWeeks), starts };
  }

  return {
    values,
    onChange: (next: RepeatValues) => {
      setValues(next);
      invalidate();
      setError(undefined);
    },
    preview,
    choices,
    choose: (index: number, choice: OccurrenceChoice) => setChoices((current) => ({ ...current, [index]: choice })),
    error,
    loading: previewing.isPending,
    load,
    invalidate,
    plan,
  };
}
