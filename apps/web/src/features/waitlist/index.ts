export { JoinWaitlist } from './components/join-waitlist';
export { MyWaitlist } from './components/my-waitlist';
/** Issue 21: the offer link's page (in booking, which opens its flow on the offered time) reads these. */
export { getHeldOffer, getOwnAppointment } from './api/waitlist';
