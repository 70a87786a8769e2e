import { DeferredMenu } from '@/components/ui';
import { LanguageButton } from './language-button';

const loadMenu = () => import('./language-menu').then((module) => module.LanguageMenu);

/** Language menu with native names; the choice is shared by all subdomains (cookie on the base domain). */
export function LanguageSwitcher() {
  return <DeferredMenu load={loadMenu} renderTrigger={(props) => <LanguageButton {...props} />} />;
}
