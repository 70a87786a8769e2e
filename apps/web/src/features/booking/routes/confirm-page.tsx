import type { ConfirmBookingRequest } from '@chairly/shared/booking/contracts';
import { Alert, Button, Container, Paper, Skeleton, Stack, Textarea, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { CardPicker } from '@/features/cards';
import { useConfirmBooking } from '../api/confirm-booking';
import { useStylistPolicies } from '../api/get-stylist-policies';
import { BookingSummary } from '../components/booking-summary';
import { ContactFields } from '../components/contact-fields';
import { DepositNotice } from '../components/deposit-notice';
import { HoldCountdown } from '../components/hold-countdown';
import { PolicyNotice } from '../components/policy-notice';
import { useContactForm } from '../hooks/use-contact-form';
import { useMemberName } from '../hooks/use-member-name';
import { useStepHeading } from '../hooks/use-step-heading';
import { useStylistZone } from '../hooks/use-stylist-zone';
import { confirmFailure } from '../utils/confirm-failure';
import { PENDING_CONFIRM_KEY, windowHoursOf } from '../utils/deposit';
import { requiresCard } from '../utils/policy-sentences';
import { selectionStore, useSelection } from '../utils/selection-store';

type PendingConfirm = { appointmentId: number; body: ConfirmBookingRequest };

/** What the confirm step sent before the customer went to authenticate the deposit (sessionStorage). */
function takePendingConfirm(appointmentId: number): ConfirmBookingRequest | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(PENDING_CONFIRM_KEY) ?? 'null') as PendingConfirm | null;
    sessionStorage.removeItem(PENDING_CONFIRM_KEY);
    return stored?.appointmentId === appointmentId ? stored.body : null;
  } catch {
    return null;
  }
}

/**
 * /services/book/confirm (customer): summary, hold countdown, policy, the deposit due (issue #20),
 * contact, card, confirm. A card that needs authentication goes to the provider's page, which sends
 * the customer back here with `?deposit=<appointment id>`; the booking is then confirmed with what
 * was sent before.
 */
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
  const deposit = hold?.deposit ?? null;
  const memberName = useMemberName(hold);
  const cardRequired = requiresCard(policies.data ?? []) || deposit !== null;
  const [params, setParams] = useSearchParams();
  const returning = Number(params.get('deposit')) || null;

  const heading = useStepHeading();
  const leaving = useRef(false);
  const backToTimes = useCallback(() => {
    leaving.current = true;
    selectionStore.update({ hold: null });
    navigate(paths.bookingDateTime(), { state: { holdExpired: true } });
  }, [navigate]);

  const send = useCallback(
    async (body: ConfirmBookingRequest) => {
      try {
        const result = await confirm.mutateAsync(body);
        if ('actionUrl' in result) {
          // The provider's authentication page; it sends the customer back to this step.
          sessionStorage.setItem(PENDING_CONFIRM_KEY, JSON.stringify({ appointmentId: body.appointmentId, body }));
          window.location.assign(result.actionUrl);
          return;
        }
        navigate(`${paths.bookingSuccess()}?uuid=${encodeURIComponent(result.uuid)}`);
      } catch (error) {
        const failed = confirmFailure(error);
        if (failed.backToTimes) return backToTimes();
        setFailure(t(failed.messageKey));
      }
    },
    [confirm, navigate, backToTimes, t],
  );

  // Back from authenticating the deposit: finish the confirmation that was sent before, once.
  const resumed = useRef(false);
  const [resuming, setResuming] = useState(false);
  useEffect(() => {
    if (!returning || resumed.current || !hold || hold.appointmentId !== returning) return;
    resumed.current = true;
    setResuming(true);
    setParams({}, { replace: true });
    const body = takePendingConfirm(returning);
    if (body) void send(body);
  }, [returning, hold, send, setParams]);

  // Leaving with the hold expired: that navigation carries the explanation, do not race it.
  if (!hold) return leaving.current ? null : <Navigate to={paths.bookingDateTime()} replace />;

  // Not a <form>: the card form inside it is one of its own.
  const submit = async () => {
    setFailure(null);
    const customer = contact.validate();
    const missingCard = cardRequired && !cardId;
    setCardError(missingCard ? t('confirm.cardRequired') : null);
    if (!customer || missingCard) return;
    await send({ appointmentId: hold.appointmentId, stripeCardId: cardId, customer, note: note.trim() });
  };

  return (
    <Container size="sm" py="lg">
      <Stack gap="lg">
        <Title order={1} size="h2" ref={heading} tabIndex={-1}>
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
            memberName={memberName}
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
        {deposit !== null && (
          <Paper withBorder radius="md" p="md">
            <Title order={2} size="h4" mb="xs">
              {t('deposit.title')}
            </Title>
            <DepositNotice amount={deposit} windowHours={windowHoursOf(policies.data ?? [])} />
          </Paper>
        )}
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
        {confirm.isPending && resuming && (
          <Alert color="blue" role="status">
            {t('deposit.finishing')}
          </Alert>
        )}
        <Button size="md" onClick={() => void submit()} loading={confirm.isPending}>
          {t('confirm.submit')}
        </Button>
      </Stack>
    </Container>
  );
}
