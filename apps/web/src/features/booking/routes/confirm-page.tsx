import { Alert, Button, Container, Paper, Skeleton, Stack, Textarea, Title } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { CardPicker } from '@/features/cards';
import { ApiError } from '@/lib/api-client';
import { useConfirmBooking } from '../api/confirm-booking';
import { useStylistPolicies } from '../api/get-stylist-policies';
import { BookingSummary } from '../components/booking-summary';
import { ContactFields } from '../components/contact-fields';
import { HoldCountdown } from '../components/hold-countdown';
import { PolicyNotice } from '../components/policy-notice';
import { useContactForm } from '../hooks/use-contact-form';
import { useStylistZone } from '../hooks/use-stylist-zone';
import { requiresCard } from '../utils/policy-sentences';
import { selectionStore, useSelection } from '../utils/selection-store';

/** /services/book/confirm (customer): summary, hold countdown, policy, contact, card, confirm. */
export default function ConfirmPage() {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const { hold } = useSelection();
  const zone = useStylistZone();
  const policies = useStylistPolicies();
  const contact = useContactForm();
  const confirm = useConfirmBooking();
  const [cardId, setCardId] = useState<string | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const cardRequired = requiresCard(policies.data ?? []);

  const leaving = useRef(false);
  const backToTimes = useCallback(() => {
    leaving.current = true;
    selectionStore.update({ hold: null });
    navigate(paths.bookingDateTime(), { state: { holdExpired: true } });
  }, [navigate]);

  // Leaving with the hold expired: that navigation carries the explanation, do not race it.
  if (!hold) return leaving.current ? null : <Navigate to={paths.bookingDateTime()} replace />;

  // Not a <form>: the card form inside it is one of its own.
  const submit = async () => {
    setFailure(null);
    const customer = contact.validate();
    const missingCard = cardRequired && !cardId;
    setCardError(missingCard ? t('confirm.cardRequired') : null);
    if (!customer || missingCard) return;
    try {
      const booked = await confirm.mutateAsync({
        appointmentId: hold.appointmentId,
        stripeCardId: cardId,
        customer,
        note: note.trim(),
      });
      navigate(`${paths.bookingSuccess()}?uuid=${encodeURIComponent(booked.uuid)}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return backToTimes();
      setFailure(
        error instanceof ApiError && error.status === 422
          ? t('confirm.cardRejected')
          : t('confirm.failed'),
      );
    }
  };

  return (
    <Container size="sm" py="lg">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('confirm.title')}
        </Title>
        <HoldCountdown expiresAt={hold.holdExpiresAt} onExpired={backToTimes} />
        {zone ? (
          <BookingSummary
            services={hold.services}
            startsAt={hold.startsAt}
            endsAt={hold.endsAt}
            amount={hold.amount}
            timeZone={zone}
          />
        ) : (
          <Skeleton height={160} />
        )}
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="xs">
            {t('confirm.policyTitle')}
          </Title>
          {policies.isPending ? (
            <Skeleton height={40} />
          ) : (
            <PolicyNotice entries={policies.data ?? []} />
          )}
        </Paper>
        <Paper withBorder radius="md" p="md" component="fieldset" style={{ margin: 0 }}>
          <Title order={2} size="h4" mb="sm" component="legend">
            {t('confirm.contactTitle')}
          </Title>
          {contact.loading ? (
            <Skeleton height={120} />
          ) : (
            <ContactFields
              values={contact.values}
              errors={contact.errors}
              onChange={contact.onChange}
            />
          )}
          <Textarea
            mt="sm"
            label={t('confirm.note')}
            autosize
            minRows={2}
            maxLength={2000}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="xs">
            {t('confirm.cardTitle')}
          </Title>
          {!policies.isPending && (
            <CardPicker
              value={cardId}
              onChange={setCardId}
              required={cardRequired}
              error={cardError}
            />
          )}
        </Paper>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Button size="md" onClick={() => void submit()} loading={confirm.isPending}>
          {t('confirm.submit')}
        </Button>
      </Stack>
    </Container>
  );
}
