import type { OpenHour } from '@chairly/shared/settings/open-hours';
import type { Closure } from '@chairly/shared/settings/special-days';
import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCalendarDateRange, formatWallClock, weekDayName } from '@chairly/shared/format';
import classes from './booking.module.css';

/**
 * Open hours Monday first, each day with all its intervals; days without hours read "Closed".
 * Then the upcoming closures ("Closed Dec 24 – 26"): closed special days and fully blocked days.
 * A plain table: Mantine's Table brings its scroll container (and floating-ui) into the public page.
 */
export function OpenHoursList({
  hours,
  closures = [],
}: {
  hours: readonly OpenHour[];
  closures?: readonly Closure[];
}) {
  const { t, i18n } = useTranslation('booking');
  const locale = i18n.language;
  return (
    <section aria-labelledby="open-hours-title">
      <Title order={2} size="h4" id="open-hours-title" mb="xs">
        {t('page.openHours')}
      </Title>
      <table className={classes.hoursTable}>
        <tbody>
          {[0, 1, 2, 3, 4, 5, 6].map((day) => {
            const intervals = hours
              .filter((h) => h.weekDay === day)
              .sort((a, b) => a.startTime.localeCompare(b.startTime));
            return (
              <tr key={day}>
                <th scope="row">{weekDayName(day, locale)}</th>
                <td>
                  {intervals.length === 0 ? (
                    <Text span c="dimmed" size="sm">
                      {t('page.closed')}
                    </Text>
                  ) : (
                    intervals
                      .map(
                        (h) =>
                          `${formatWallClock(h.startTime, locale)} – ${formatWallClock(h.endTime, locale)}`,
                      )
                      .join(', ')
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {closures.length > 0 && (
        <>
          <Title order={3} size="h5" id="closures-title" mt="md" mb="xs">
            {t('page.closures')}
          </Title>
          <ul aria-labelledby="closures-title" className={classes.closures} data-testid="closures">
            {closures.map((c) => (
              <li key={c.from}>
                {t('page.closedOn', { range: formatCalendarDateRange(c.from, c.to, locale) })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
