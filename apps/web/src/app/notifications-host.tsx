import { TOAST_TIMEOUT_MS } from '@chairly/shared/constants';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// The toast container (transitions, portal, positioning) is not needed to show a page: it loads the
// first time something is notified and stays mounted after that. Toasts raised before it arrives
// wait in the store and appear as soon as it mounts.
const Notifications = lazy(() =>
  import('./notifications-container').then((module) => ({ default: module.NotificationsContainer })),
);

export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications autoClose={TOAST_TIMEOUT_MS} position="top-right" />
    </Suspense>
  );
}
