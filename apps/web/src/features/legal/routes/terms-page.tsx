import { LegalDocument } from '../components/legal-document';

export const TERMS_SECTIONS = [
  'scope',
  'accounts',
  'stylists',
  'bookings',
  'fees',
  'subscription',
  'content',
  'availability',
  'liability',
  'termination',
  'changes',
  'contact',
] as const;

export default function TermsPage() {
  return <LegalDocument doc="terms" sections={TERMS_SECTIONS} />;
}
