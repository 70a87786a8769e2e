import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';

/** App host `/register`: for a signed-in stylist who has not registered a business yet. */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('register.title')} description={t('register.description')} wide>
      <RegisterForm />
    </AuthCard>
  );
}
