import { Anchor, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import classes from './layout.module.css';

export function AppFooter() {
  const { t } = useTranslation('nav');
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('copyright', { year: new Date().getFullYear() })}
          </Text>
          <nav aria-label={t('legalMenu')}>
            <ul className={classes.footerLinks}>
              <li>
                <Anchor component={Link} to={paths.termsConditions()} size="sm" c="dimmed">
                  {t('terms')}
                </Anchor>
              </li>
              <li>
                <Anchor component={Link} to={paths.privacyPolicy()} size="sm" c="dimmed">
                  {t('privacy')}
                </Anchor>
              </li>
            </ul>
          </nav>
        </Group>
      </Container>
    </footer>
  );
}
