import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '@/components/ui';
import type { RouteMeta } from '@/config/route-types';
import { startCustomerLogin, storeReturnPath, useSession } from '@/lib/session';
import { useRuntime } from '@/lib/runtime';
import { decideGuard } from './decide-guard';

const isAbsolute = (to: string) => /^https?:\/\//.test(to);

/** Applies docs/product.md §4 route guard rules to the route's meta before its screen is loaded. */
export function RouteGuard({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  const session = useSession();
  const { host, originOf } = useRuntime();
  const location = useLocation();
  const path = location.pathname + location.search;
  const decision = decideGuard(meta, session, { host, path, originOf });
  const target =
    decision.type === 'redirect'
      ? decision.to
      : decision.type === 'customer-login'
        ? decision.returnPath
        : '';

  useEffect(() => {
    if (decision.type === 'redirect' && isAbsolute(target)) window.location.replace(target);
    if (decision.type === 'customer-login') {
      storeReturnPath(target);
      void startCustomerLogin(target);
    }
  }, [decision.type, target]);

  if (decision.type === 'allow') return children;
  if (decision.type === 'redirect' && !isAbsolute(target)) return <Navigate to={target} replace />;
  return <PageLoader />;
}
