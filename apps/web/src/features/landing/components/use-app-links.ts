import { paths } from '@/config/paths';
import { useRuntime } from '@/lib/runtime';

/** Sign-up and log-in live on the app host. */
export function useAppLinks() {
  const { originOf } = useRuntime();
  const app = originOf('app');
  return { register: app + paths.register(), login: app + paths.login() };
}
