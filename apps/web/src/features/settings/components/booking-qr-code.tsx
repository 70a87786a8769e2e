import { Button, Group, Image, Skeleton, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Codes = { png: string; svg: string };

/** High error correction and a quiet zone: the code still reads printed small on a flyer or taped to a mirror. */
const OPTIONS = { errorCorrectionLevel: 'H', margin: 2 } as const;

/** Both files of the link's QR code, made in the browser; `qrcode` loads only with this panel. */
async function makeCodes(url: string): Promise<Codes> {
  const QRCode = await import('qrcode');
  const [png, svg] = await Promise.all([
    QRCode.toDataURL(url, { ...OPTIONS, type: 'image/png', width: 1024 }),
    QRCode.toString(url, { ...OPTIONS, type: 'svg' }),
  ]);
  return { png, svg: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` };
}

type Props = { url: string; fileName: string; onDownload: () => void };

/** The booking page's QR code with PNG and SVG downloads (issue #31.7). */
export function BookingQrCode({ url, fileName, onDownload }: Props) {
  const { t } = useTranslation('settings');
  const [codes, setCodes] = useState<{ url: string; codes: Codes } | null>(null);
  useEffect(() => {
    let current = true;
    void makeCodes(url).then((made) => current && setCodes({ url, codes: made }));
    return () => {
      current = false;
    };
  }, [url]);
  const ready = codes?.url === url ? codes.codes : null;
  return (
    <Stack gap="xs" align="flex-start">
      {ready ? <Image src={ready.png} alt={t('share.qrAlt')} w={160} h={160} /> : <Skeleton w={160} h={160} />}
      <Group gap="xs">
        <Button component="a" href={ready?.png} download={`${fileName}.png`} size="xs" variant="light" disabled={!ready} onClick={onDownload}>
          {t('share.downloadPng')}
        </Button>
        <Button component="a" href={ready?.svg} download={`${fileName}.svg`} size="xs" variant="light" disabled={!ready} onClick={onDownload}>
          {t('share.downloadSvg')}
        </Button>
      </Group>
    </Stack>
  );
}
