// Mantine's styles that are not any one component's, first of all; each component's own come
// with the chunk that draws it (server/scripts/mantine-css.ts). Both entries import this first.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
