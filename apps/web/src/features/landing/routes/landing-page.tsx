import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { CtaBand } from '../components/cta-band';
import { CustomerSection } from '../components/customer-section';
import { FeatureGrid } from '../components/feature-grid';
import { Hero } from '../components/hero';

export default function LandingPage() {
  const { t } = useTranslation('landing');
  useDocumentTitle(t('documentTitle'));
  return (
    <>
      <Hero />
      <FeatureGrid />
      <CustomerSection />
      <CtaBand />
    </>
  );
}
