import type { Customer, CustomerSortField } from '@chairly/shared/customers/contracts';
import { Button, Group, Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SortableTh } from '@/components/ui/list';
import { paths } from '@/config/paths';
import type { ListSort } from '@/lib/list-params';

export const SORTABLE_COLUMNS = ['name', 'lastName', 'email'] as const satisfies readonly CustomerSortField[];
export type CustomerColumn = (typeof SORTABLE_COLUMNS)[number];

type CustomersTableProps = {
  customers: Customer[] | undefined;
  loading: boolean;
  sort: ListSort<CustomerColumn>;
  onSort: (field: CustomerColumn) => void;
  onDelete: (customer: Customer) => void;
  skeletonRows: number;
};

const COLUMNS = 5;

export function CustomersTable({ customers, loading, sort, onSort, onDelete, skeletonRows }: CustomersTableProps) {
  const { t } = useTranslation('customers');
  const body = () => {
    if (loading && !customers)
      return Array.from({ length: skeletonRows }, (_, row) => (
        <Table.Tr key={row} aria-hidden>
          {Array.from({ length: COLUMNS }, (_, cell) => (
            <Table.Td key={cell}>
              <Skeleton height={14} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ));
    if (!customers || customers.length === 0)
      return (
        <Table.Tr>
          <Table.Td colSpan={COLUMNS}>
            <Text ta="center" c="dimmed" py="md">
              {t('empty')}
            </Text>
          </Table.Td>
        </Table.Tr>
      );
    return customers.map((customer) => {
      const name = `${customer.name} ${customer.lastName}`.trim();
      return (
        <Table.Tr key={customer.id}>
          <Table.Td>{customer.name}</Table.Td>
          <Table.Td>{customer.lastName}</Table.Td>
          <Table.Td>{customer.email}</Table.Td>
          <Table.Td>{customer.phone}</Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <Button component={Link} to={paths.customerEdit(customer.id)} size="xs" variant="light" aria-label={t('editLabel', { name })}>
                {t('edit')}
              </Button>
              <Button size="xs" variant="light" color="red" onClick={() => onDelete(customer)} aria-label={t('deleteLabel', { name })}>
                {t('delete')}
              </Button>
            </Group>
          </Table.Td>
        </Table.Tr>
      );
    });
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
            <Table.Th>{t('columns.phone')}</Table.Th>
            <Table.Th>{t('columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body()}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
