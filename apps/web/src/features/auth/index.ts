export { UserMenu } from './components/user-menu';
export { chooseLanguage } from './utils/choose-language';
