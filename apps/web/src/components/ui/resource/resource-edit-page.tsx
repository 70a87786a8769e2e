import { Container, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ErrorState, PageLoader } from '@/components/ui';
import { ApiError } from '@/lib/api-client';

type ResourceEditPageProps<T> = {
  ns: string;
  useItem: (id: number) => UseQueryResult<T>;
  /** Where 'not found' leads back to. */
  listPath: string;
  children: (item: T) => ReactNode;
};

/** An edit screen for the `:id` in the URL: not found, loading and load-failed states, then the loaded row's content. */
export function ResourceEditPage<T>({ ns, useItem, listPath, children }: ResourceEditPageProps<T>) {
  const { t } = useTranslation(ns);
  const id = Number(useParams().id);
  const item = useItem(id);
  const navigate = useNavigate();
  const notFound = !Number.isInteger(id) || (item.error instanceof ApiError && item.error.status === 404);
  const content = () => {
    if (notFound)
      return <ErrorState title={t('notFound.title')} description={t('notFound.description')} actionLabel={t('notFound.back')} onAction={() => void navigate(listPath)} />;
    if (item.isPending) return <PageLoader />;
    if (item.isError)
      return <ErrorState title={t('loadFailed.title')} description={t('loadFailed.description')} actionLabel={t('loadFailed.retry')} onAction={() => void item.refetch()} />;
    return children(item.data);
  };
  return (
    <Container size="lg" py="lg">
      <Title order={1} size="h2" mb="lg">
        {t('form.editTitle')}
      </Title>
      {content()}
    </Container>
  );
}
