import { useTranslation } from 'react-i18next';
import { CtaBand } from '../components/cta-band';
import { CustomerSection } from '../components/customer-section';
import { FeatureGrid } from '../components/feature-grid';
import { Hero } from '../components/hero';
import { usePageTitle } from '@/lib/page-title';

export default function LandingPage() {
  const { t } = useTranslation('landing');
  usePageTitle(t('documentTitle'));
  return (
    <>
      <Hero />
      <FeatureGrid />
      <CustomerSection />
      <CtaBand />
    </>
  );
}
