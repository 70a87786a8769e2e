import type { Service, ServiceSortField } from '@chairly/shared/services/contracts';
import { Button, Group, Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SortableTh } from '@/components/ui/list';
import { paths } from '@/config/paths';
import type { ListSort } from '@/lib/list-params';
import { formatPrice } from '../utils/service-form';

export const SORTABLE_COLUMNS = ['name', 'price', 'hourly', 'duration', 'public'] as const satisfies readonly ServiceSortField[];
export type ServiceColumn = (typeof SORTABLE_COLUMNS)[number];

type ServicesTableProps = {
  services: Service[] | undefined;
  loading: boolean;
  sort: ListSort<ServiceColumn>;
  onSort: (field: ServiceColumn) => void;
  onDelete: (service: Service) => void;
  skeletonRows: number;
};

export function ServicesTable({ services, loading, sort, onSort, onDelete, skeletonRows }: ServicesTableProps) {
  const { t } = useTranslation('services');
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  const body = () => {
    if (loading && !services)
      return Array.from({ length: skeletonRows }, (_, row) => (
        <Table.Tr key={row} aria-hidden>
          {Array.from({ length: 6 }, (_, cell) => (
            <Table.Td key={cell}>
              <Skeleton height={14} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ));
    if (!services || services.length === 0)
      return (
        <Table.Tr>
          <Table.Td colSpan={6}>
            <Text ta="center" c="dimmed" py="md">
              {t('empty')}
            </Text>
          </Table.Td>
        </Table.Tr>
      );
    return services.map((service) => (
      <Table.Tr key={service.id}>
        <Table.Td>{service.name}</Table.Td>
        <Table.Td>{formatPrice(service.price)}</Table.Td>
        <Table.Td>{yesNo(service.hourly)}</Table.Td>
        <Table.Td>{t('minutes', { count: service.duration })}</Table.Td>
        <Table.Td>{yesNo(service.public)}</Table.Td>
        <Table.Td>
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} to={paths.serviceEdit(service.id)} size="xs" variant="light" aria-label={t('editLabel', { name: service.name })}>
              {t('edit')}
            </Button>
            <Button size="xs" variant="light" color="red" onClick={() => onDelete(service)} aria-label={t('deleteLabel', { name: service.name })}>
              {t('delete')}
            </Button>
          </Group>
        </Table.Td>
      </Table.Tr>
    ));
  };
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            {SORTABLE_COLUMNS.map((column) => (
              <SortableTh key={column} direction={sort?.field === column ? sort.direction : null} onSort={() => onSort(column)}>
                {t(`columns.${column}`)}
              </SortableTh>
            ))}
            <Table.Th>{t('columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body()}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
