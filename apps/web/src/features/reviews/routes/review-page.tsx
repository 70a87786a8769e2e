import { formatWallIso } from '@chairly/shared/format';
import { REVIEW_COMMENT_MAX } from '@chairly/shared/reviews/contracts';
import { Alert, Button, Container, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ErrorState, PageLoader } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { useReviewStatus, useSubmitReview } from '../api/review-by-link';
import { StarRatingInput } from '../components/star-rating-input';

/**
 * /appointment/:appointmentUuid/review?token=…: the link from the review request. Its single-use
 * token (or the customer's own sign-in) proves the review is hers; the uuid alone does not.
 */
export default function ReviewPage() {
  const { t, i18n } = useTranslation('reviews');
  const uuid = useParams().appointmentUuid ?? '';
  const token = useSearchParams()[0].get('token') || null;
  const status = useReviewStatus(uuid, token);
  const submit = useSubmitReview(uuid, token);
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [ratingError, setRatingError] = useState<string | undefined>();

  if (status.isPending) return <PageLoader />;
  if (status.isError) {
    return <ErrorState title={t('link.loadFailed')} description={t('loadFailed.description')} actionLabel={t('loadFailed.retry')} onAction={() => void status.refetch()} />;
  }
  const { stylist, appointment } = status.data;
  const conflict = submit.error instanceof ApiError && submit.error.status === 409;
  // Refused for want of proof (the link expired or was replaced meanwhile): the link's message, not a retry.
  const refused = submit.error instanceof ApiError && submit.error.status === 404;
  const state = submit.isSuccess ? 'thanks' : conflict ? 'already_reviewed' : refused ? 'unknown' : status.data.status;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setRatingError(t('form.ratingRequired'));
      return;
    }
    setRatingError(undefined);
    submit.mutate({ rating, comment });
  };

  // The stylist's wall time as the link's startsAt carries it (its offset is the stylist's zone).
  const when = appointment ? formatWallIso(appointment.startsAt, i18n.language, { dateStyle: 'full', timeStyle: 'short' }) : '';
  return (
    <Container size="xs" py="xl">
      <Paper withBorder radius="md" p="lg">
        <Title order={1} size="h2" mb="xs">
          {stylist ? t('link.title', { business: stylist.businessName }) : t('link.titleUnknown')}
        </Title>
        {appointment && (
          <Text c="dimmed" mb="md">
            {t('link.appointment', { when, services: appointment.services.join(', ') })}
          </Text>
        )}
        {state === 'thanks' && <Alert color="teal" title={t('link.thanksTitle')}>{t('link.thanks')}</Alert>}
        {state === 'already_reviewed' && <Alert color="blue">{t('link.alreadyReviewed')}</Alert>}
        {state === 'not_completed' && <Alert color="yellow">{t('link.notCompleted')}</Alert>}
        {state === 'link_expired' && <Alert color="yellow">{t('link.expired')}</Alert>}
        {state === 'unknown' && <Alert color="red">{t(token ? 'link.unknown' : 'link.missing')}</Alert>}
        {state === 'can_review' && (
          <form onSubmit={onSubmit} noValidate>
            <Stack>
              <div>
                <Text fw={500} mb={4}>
                  {t('form.rating')}
                </Text>
                <StarRatingInput value={rating} onChange={setRating} error={ratingError} />
              </div>
              <Textarea
                label={t('form.comment')}
                description={t('form.commentHint', { max: REVIEW_COMMENT_MAX })}
                maxLength={REVIEW_COMMENT_MAX}
                autosize
                minRows={3}
                value={comment}
                onChange={(event) => setComment(event.currentTarget.value)}
              />
              {submit.isError && !conflict && !refused && (
                <Alert color="red" role="alert">
                  {t('form.failed')}
                </Alert>
              )}
              <Button type="submit" loading={submit.isPending}>
                {t('form.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
    </Container>
  );
}
