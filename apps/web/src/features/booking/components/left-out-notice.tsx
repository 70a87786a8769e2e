import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { selectionStore, useSelection } from '../utils/selection-store';

/** The services "Book again" left out because the stylist no longer offers them (issue #31.11). */
export function LeftOutNotice() {
  const { t } = useTranslation('booking');
  const { leftOut } = useSelection();
  if (leftOut.length === 0) return null;
  return (
    <Alert
      color="yellow"
      role="status"
      title={t('bookAgainDropped', { count: leftOut.length })}
      withCloseButton
      closeButtonLabel={t('common:close')}
      onClose={() => selectionStore.update({ leftOut: [] })}
      mb="md"
      data-testid="left-out-services"
    >
      <List size="sm">
        {leftOut.map((name) => (
          <List.Item key={name}>{name}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
