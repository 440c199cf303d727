/**
 * The toasts' container on its own, for a dynamic import: importing the package's index
 * dynamically would keep all of it in the chunk that imports its store statically.
 */
import '@mantine/notifications/styles.css';

export { Notifications } from '@mantine/notifications';
