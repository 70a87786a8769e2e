import { STYLIST_IMAGE_MAX_BYTES } from '@chairly/shared/settings/images';
import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useUploadStylistImage, type StylistImageKind } from '../api/upload-image';

type ImageUploadProps = {
  kind: StylistImageKind;
  stylistId: number;
  subdomain: string;
  url: string | null;
};

const ACCEPT = 'image/jpeg,image/png,image/webp';

function failureKey(error: unknown): string {
  if (error instanceof ApiError && error.status === 413) return 'settings:images.tooLarge';
  if (error instanceof ApiError && error.status === 415) return 'settings:images.wrongType';
  // Over 40 megapixels; the server's image work is full (try again shortly).
  if (error instanceof ApiError && error.status === 422) return 'settings:images.tooManyPixels';
  if (error instanceof ApiError && error.status === 429) return 'settings:images.busy';
  return 'settings:toast.stylistFailed';
}

/** Preview of the current image and a button to replace it (JPEG, PNG or WebP up to 5 MB). */
export function ImageUpload({ kind, stylistId, subdomain, url }: ImageUploadProps) {
  const { t } = useTranslation('settings');
  const upload = useUploadStylistImage(stylistId, subdomain, kind);
  const label = t(`images.${kind}`);

  const onFile = (file: File | null) => {
    if (!file) return;
    if (file.size > STYLIST_IMAGE_MAX_BYTES) return notify.error('settings:images.tooLarge');
    upload.mutate(file, {
      onSuccess: () => notify.success('settings:toast.stylistUpdated'),
      onError: (error) => notify.error(failureKey(error)),
    });
  };

  const square = kind === 'profile';
  return (
    <Stack gap={6}>
      <Text fw={500} size="sm">
        {label}
      </Text>
      {url ? (
        <Image
          src={url}
          alt={label}
          radius="md"
          w={square ? 120 : '100%'}
          h={square ? 120 : 120}
          fit="cover"
          data-testid={`${kind}-image-preview`}
        />
      ) : (
        <Text c="dimmed" size="sm">
          {t('images.none')}
        </Text>
      )}
      <Group gap="xs">
        <FileButton onChange={onFile} accept={ACCEPT}>
          {(props) => (
            <Button {...props} variant="light" size="xs" loading={upload.isPending}>
              {t('images.upload', { label })}
            </Button>
          )}
        </FileButton>
        <Text c="dimmed" size="xs">
          {t('images.hint')}
        </Text>
      </Group>
    </Stack>
  );
}
