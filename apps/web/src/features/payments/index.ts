export { PaymentConnect } from './components/payment-connect';
export { SaveCard } from './components/save-card';
export { cardsQueryOptions, paymentKeys, useCards } from './api/cards';
export {
  feeAvailabilityQueryOptions,
  useAppointmentCard,
  useChargeAppointment,
  useFeeAvailability,
} from './api/appointment-charges';
