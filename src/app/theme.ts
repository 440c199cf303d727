import { Badge, createTheme, type MantineThemeOverride } from '@mantine/core';

// The spec's breakpoints (xs 0, sm 600, md 900, lg 1200, xl 1536 px), in em as Mantine expects.
const breakpoints = { xs: '0em', sm: '37.5em', md: '56.25em', lg: '75em', xl: '96em' };

const shared: MantineThemeOverride = {
  breakpoints,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  components: {
    // Mantine cuts a badge that lacks room with an ellipsis ('YA ABRIÉND…' in a table cell).
    // Here a badge takes the room its words need and, where there is none, wraps between words;
    // a container that wants it on one line says so with `white-space: nowrap`, which it inherits.
    Badge: Badge.extend({
      styles: {
        root: {
          height: 'auto',
          minHeight: 'var(--badge-height)',
          maxWidth: '100%',
          overflow: 'visible',
        },
        label: { whiteSpace: 'inherit', overflow: 'visible', textOverflow: 'clip' },
      },
    }),
  },
};

/** Members see the club's green; everyone else a neutral blue, so the difference is visible. */
export const memberTheme = createTheme({ ...shared, primaryColor: 'green' });
export const visitorTheme = createTheme({ ...shared, primaryColor: 'blue' });

/** Kept equal to manifest.webmanifest's theme_color. */
export const THEME_COLOR = '#1b7f4b';
