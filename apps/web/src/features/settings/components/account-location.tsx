import type { accountDetailsSchema } from '@chairly/shared/settings/account';
import { Button, Group, Loader, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

type Input = z.input<typeof accountDetailsSchema>;
type Props = {
  control: Control<Input, unknown, z.output<typeof accountDetailsSchema>>;
  setValue: UseFormSetValue<Input>;
};

// OpenLayers is big: its own chunk, loaded only when the stylist opens the map.
const LocationMap = lazy(() => import('./location-map'));

/** The optional map: click to pick a point; latitude and longtitude are read-only. */
export function AccountLocation({ control, setValue }: Props) {
  const { t } = useTranslation('settings');
  const [latitude, longtitude] = useWatch({ control, name: ['latitude', 'longtitude'] });
  const [showMap, setShowMap] = useState(false);
  const setPoint = (lat: number | null, lon: number | null) => {
    setValue('latitude', lat, { shouldDirty: true });
    setValue('longtitude', lon, { shouldDirty: true });
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Switch
          label={t('account.showMap')}
          checked={showMap}
          onChange={(event) => setShowMap(event.currentTarget.checked)}
        />
        {latitude !== null && (
          <Button variant="subtle" size="xs" onClick={() => setPoint(null, null)}>
            {t('account.clearPoint')}
          </Button>
        )}
      </Group>
      {showMap && (
        <Suspense fallback={<Loader size="sm" />}>
          <LocationMap
            latitude={latitude ?? null}
            longtitude={longtitude ?? null}
            label={t('account.mapLabel')}
            onPick={(point) => setPoint(point.latitude, point.longtitude)}
          />
        </Suspense>
      )}
      <SimpleGrid cols={2}>
        <TextInput
          label={t('account.fields.latitude')}
          value={latitude ?? ''}
          readOnly
          variant="filled"
        />
        <TextInput
          label={t('account.fields.longtitude')}
          value={longtitude ?? ''}
          readOnly
          variant="filled"
        />
      </SimpleGrid>
    </Stack>
  );
}
