import { useRuntime } from '@/lib/runtime';

/** The subdomain of the stylist whose page this is (booking screens live on stylist hosts only). */
export function useSiteSubdomain(): string {
  const { host } = useRuntime();
  return host.kind === 'stylist' ? host.subdomain : '';
}
