import { MAX_SERIES_EVERY_WEEKS, MAX_SERIES_OCCURRENCES, type SeriesOccurrence, type SeriesPreview } from '@chairly/shared/appointments/series';
import { Alert, Badge, Button, Checkbox, Group, NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatWallDateTime, formatWallTime } from '@chairly/shared/format';
import { choicesOf, chosenStarts, defaultChoice, type OccurrenceChoice } from '../utils/series-choices';

export type RepeatValues = { enabled: boolean; everyWeeks: number | string; end: 'count' | 'until'; count: number | string; until: string };
export const noRepeat: RepeatValues = { enabled: false, everyWeeks: 4, end: 'count', count: 4, until: '' };

type Props = {
  values: RepeatValues;
  onChange: (values: RepeatValues) => void;
  preview: SeriesPreview | null;
  loading: boolean;
  /** An i18n key of the `calendar` namespace. */
  error?: string | undefined;
  onPreview: () => void;
  choices: Record<number, OccurrenceChoice>;
  onChoose: (index: number, choice: OccurrenceChoice) => void;
  /** Repeating an existing appointment: the switch is not shown (repeating is the point). */
  alwaysOn?: boolean;
};

// Dark shades under white text: readable (WCAG AA) on every badge.
const STATUS_COLORS: Record<SeriesOccurrence['status'], string> = { free: 'teal.9', appointment: 'red.9', blocked: 'orange.9', closed: 'gray.7' };

/** "Repeat" (issue #19.3): every 1–12 weeks, a number of times or until a date; the dates with their status, each kept, skipped or moved to the nearest free time. */
export function RepeatSection({ values, onChange, preview, loading, error, onPreview, choices, onChoose, alwaysOn = false }: Props) {
  const { t, i18n } = useTranslation('calendar');
  const set = (change: Partial<RepeatValues>) => onChange({ ...values, ...change });
  const chosen = preview ? chosenStarts(preview.occurrences, choices).length + preview.occurrences.filter((o) => o.existing).length : 0;
  const label = (occurrence: SeriesOccurrence, choice: OccurrenceChoice) =>
    choice === 'nearest' && occurrence.nearest ? t('repeat.choice.nearest', { time: formatWallTime(occurrence.nearest.startsAt, i18n.language) }) : t(`repeat.choice.${choice}`);

  return (
    <Stack gap="xs">
      {!alwaysOn && <Checkbox label={t('repeat.toggle')} checked={values.enabled} onChange={(event) => set({ enabled: event.currentTarget.checked })} />}
      {(alwaysOn || values.enabled) && (
        <Stack gap="xs">
          <Group grow align="flex-start">
            <NumberInput label={t('repeat.everyWeeks')} min={1} max={MAX_SERIES_EVERY_WEEKS} allowDecimal={false} value={values.everyWeeks} onChange={(everyWeeks) => set({ everyWeeks })} />
            {values.end === 'count' ? (
              <NumberInput label={t('repeat.count')} min={2} max={MAX_SERIES_OCCURRENCES} allowDecimal={false} value={values.count} onChange={(count) => set({ count })} />
            ) : (
              <TextInput type="date" label={t('repeat.until')} value={values.until} onChange={(event) => set({ until: event.currentTarget.value })} />
            )}
          </Group>
          <SegmentedControl
            aria-label={t('repeat.endLabel')}
            value={values.end}
            onChange={(end) => set({ end: end as RepeatValues['end'] })}
            data={[
              { value: 'count', label: t('repeat.endCount') },
              { value: 'until', label: t('repeat.endUntil') },
            ]}
          />
          <Button variant="default" w="fit-content" loading={loading} onClick={onPreview}>
            {t('repeat.preview')}
          </Button>
          {error && (
            <Alert color="red" role="alert">
              {t(error)}
            </Alert>
          )}
          {preview && (
            <Stack gap={6} component="ul" aria-label={t('repeat.listLabel')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {preview.occurrences.map((occurrence) => {
                const choice = choices[occurrence.index] ?? defaultChoice(occurrence);
                return (
                  <li key={occurrence.index} data-testid="repeat-occurrence" data-status={occurrence.status}>
                    <Stack gap={4}>
                      <Group gap="xs" wrap="nowrap" justify="space-between">
                        <Text size="sm" td={choice === 'skip' ? 'line-through' : undefined}>
                          {formatWallDateTime(occurrence.startsAt, i18n.language)}
                        </Text>
                        <Badge color={occurrence.existing ? 'blue.9' : STATUS_COLORS[occurrence.status]} variant="filled">
                          {occurrence.existing ? t('repeat.status.existing') : t(`repeat.status.${occurrence.status}`)}
                        </Badge>
                      </Group>
                      {!occurrence.existing && (
                        <SegmentedControl
                          size="xs"
                          fullWidth
                          aria-label={t('repeat.choiceLabel', { when: formatWallDateTime(occurrence.startsAt, i18n.language) })}
                          value={choice}
                          onChange={(value) => onChoose(occurrence.index, value as OccurrenceChoice)}
                          data={choicesOf(occurrence).map((value) => ({ value, label: label(occurrence, value) }))}
                        />
                      )}
                    </Stack>
                  </li>
                );
              })}
            </Stack>
          )}
          {preview && (
            <Text size="sm" aria-live="polite" data-testid="repeat-summary">
              {t('repeat.summary', { count: chosen })}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
