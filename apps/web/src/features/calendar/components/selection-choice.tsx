import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatWallDateTime } from '@chairly/shared/format';

type Props = { selection: { start: string; end: string } | null; onAppointment: () => void; onBlock: () => void; onClose: () => void };

/** After selecting a range: book an appointment there, or block the time. */
export function SelectionChoice({ selection, onAppointment, onBlock, onClose }: Props) {
  const { t, i18n } = useTranslation('calendar');
  return (
    <Modal opened={selection !== null} closeButtonProps={{ 'aria-label': t('common:close') }} onClose={onClose} title={t('selection.title')} centered size="sm">
      {selection && (
        <Text mb="md">
          {formatWallDateTime(selection.start, i18n.language)} – {formatWallDateTime(selection.end, i18n.language)}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onBlock}>
          {t('selection.block')}
        </Button>
        <Button onClick={onAppointment}>{t('selection.appointment')}</Button>
      </Group>
    </Modal>
  );
}
