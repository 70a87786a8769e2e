export { UserMenu } from './components/user-menu';
