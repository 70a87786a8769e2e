import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card';
import { SignInChoices } from '../components/sign-in-choices';

/** App host `/login`: a signed-in stylist never sees it (the guard sends them to their calendar). */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('login.title')} description={t('login.description')}>
      <SignInChoices primary={{ label: t('login.button'), signup: false }} prompt={t('login.noAccount')} secondaryLabel={t('login.register')} />
    </AuthCard>
  );
}
