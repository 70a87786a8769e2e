export { JoinWaitlist } from './components/join-waitlist';
export { MyWaitlist } from './components/my-waitlist';
