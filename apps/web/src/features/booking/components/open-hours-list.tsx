import type { OpenHour } from '@chairly/shared/settings/open-hours';
import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatWallTime, weekDayName } from '../utils/format';
import classes from './booking.module.css';

/**
 * Open hours Monday first, each day with all its intervals; days without hours read "Closed".
 * A plain table: Mantine's Table brings its scroll container (and floating-ui) into the public page.
 */
export function OpenHoursList({ hours }: { hours: readonly OpenHour[] }) {
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
                <th scope="row">
                  {weekDayName(day, locale)}
                </th>
                <td>
                  {intervals.length === 0 ? (
                    <Text span c="dimmed" size="sm">
                      {t('page.closed')}
                    </Text>
                  ) : (
                    intervals
                      .map(
                        (h) =>
                          `${formatWallTime(h.startTime, locale)} – ${formatWallTime(h.endTime, locale)}`,
                      )
                      .join(', ')
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
