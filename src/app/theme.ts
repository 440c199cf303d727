import { Badge, createTheme, type MantineThemeOverride } from '@mantine/core';

// The spec's breakpoints (xs 0, sm 600, md 900, lg 1200, xl 1536 px), in em as Mantine expects.
const breakpoints = { xs: '0em', sm: '37.5em', md: '56.25em', lg: '75em', xl: '96em' };

// Text in the primary colour (links, filled buttons' white labels) and dimmed text must reach
// WCAG AA contrast (4.5:1) on white: Mantine's shade 6 of blue (3.6:1) and green (2.4:1) and its
// gray 6 for dimmed text (3.3:1) do not, so buttons and links use shade 8, members' shade 8 is
// the club's own green (5.0:1, the manifest's theme colour), and dimmed text is a darker gray.
const GRAY = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#6c757d',
  '#495057',
  '#343a40',
  '#212529',
] as const;
const CLUB_GREEN = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#2f9e44',
  '#2b8a3e',
  '#1b7f4b',
  '#176b3f',
] as const;

const shared: MantineThemeOverride = {
  breakpoints,
  primaryShade: 8,
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
export const memberTheme = createTheme({
  ...shared,
  colors: { gray: GRAY, green: CLUB_GREEN },
  primaryColor: 'green',
});
export const visitorTheme = createTheme({
  ...shared,
  colors: { gray: GRAY },
  primaryColor: 'blue',
});

/** Kept equal to manifest.webmanifest's theme_color. */
export const THEME_COLOR = '#1b7f4b';
