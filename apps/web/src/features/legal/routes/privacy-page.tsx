import { LegalDocument } from '../components/legal-document';

export const PRIVACY_SECTIONS = [
  'controller',
  'data',
  'purposes',
  'processors',
  'transfers',
  'cookies',
  'retention',
  'rights',
  'erasure',
  'security',
  'contact',
] as const;

export default function PrivacyPage() {
  return <LegalDocument doc="privacy" sections={PRIVACY_SECTIONS} />;
}
