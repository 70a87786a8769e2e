import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** The lazily loaded half of NotificationsHost (Mantine's container and its styles). */
export const NotificationsContainer = Notifications;
