import {
  Badge,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  getPrimaryShade,
  luminance,
  parseThemeColor,
  type MantineThemeOverride,
  type VariantColorsResolver,
} from '@mantine/core';
import { t } from '@/i18n/index.ts';
import type { MessageKey } from '@/i18n/keys.ts';

// The spec's breakpoints (xs 0, sm 600, md 900, lg 1200, xl 1536 px), in em as Mantine expects.
const breakpoints = { xs: '0em', sm: '37.5em', md: '56.25em', lg: '75em', xl: '96em' };

// Text in the primary colour (links, filled buttons' white labels) and dimmed text must reach
// WCAG AA contrast (4.5:1) on white: Mantine's shade 6 of blue (3.6:1) and green (2.4:1) and its
// gray 6 for dimmed text (3.3:1) do not, so buttons and links use shade 8, green is the club's
// own (shade 8 is 5.0:1, the manifest's theme colour; Mantine's green has no shade that reads on
// white), and dimmed text is a darker gray (4.9:1 on the gray 0 of cards, where Mantine's is 4.4).
const GRAY = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#666e75',
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

const AA_CONTRAST = 4.5;

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// Asked on every render of every coloured badge and button: each pair is worked out once.
const readableMemo = new Map<string, string>();

/** `color`, darkened in small steps until it reads at 4.5:1 against `against`. */
function readable(color: string, against: string): string {
  const key = `${color}|${against}`;
  let out = readableMemo.get(key);
  if (out === undefined) {
    out = color;
    for (let step = 0; step < 30 && contrast(out, against) < AA_CONTRAST; step++) {
      out = darken(out, 0.04);
    }
    readableMemo.set(key, out);
  }
  return out;
}

/**
 * Coloured badges, buttons and alerts read at 4.5:1 in every colour: Mantine's light variant
 * writes shade 9 on shade 1, which orange (3.6:1) and yellow (2.7:1) miss, and its filled variant
 * writes white on the primary shade, which orange, yellow, lime, teal and cyan miss. Such a text
 * (or fill) is darkened just enough, so 'Pendiente de pago' is the same readable orange everywhere.
 * The app has no dark scheme, so only the light one is worked out.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color, theme: input.theme });
  const palette = parsed.isThemeColor ? input.theme.colors[parsed.color] : undefined;
  if (!palette) return colors;
  if (input.variant === 'light') {
    const tint = palette[parsed.shade ?? 1];
    return { ...colors, color: readable(palette[9], tint) };
  }
  if (input.variant === 'filled' && colors.color === 'var(--mantine-color-white)') {
    const fill = palette[parsed.shade ?? getPrimaryShade(input.theme, 'light')];
    const darker = readable(fill, input.theme.white);
    if (darker !== fill) return { ...colors, background: darker, hover: darken(darker, 0.1) };
  }
  return colors;
};

const PAGE_CONTROLS = {
  first: 'common.firstPage',
  previous: 'common.previousPage',
  next: 'common.nextPage',
  last: 'common.lastPage',
} as const satisfies Record<string, MessageKey>;

/**
 * A close button's name, read when a dialog renders (Mantine spreads these props then), so it is
 * said in the language shown at that moment, not the one the theme was made in.
 */
const closeButtonProps = {
  get 'aria-label'() {
    return t('common.close');
  },
};

const shared: MantineThemeOverride = {
  breakpoints,
  variantColorResolver,
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
    // A long word (a language's compound, a name) breaks rather than pushing a phone's page
    // sideways; and a segmented control narrower than its labels wraps them inside its segments.
    Title: { styles: { root: { overflowWrap: 'anywhere' } } },
    Tabs: { styles: { tab: { whiteSpace: 'normal', overflowWrap: 'anywhere', maxWidth: '100%' } } },
    SegmentedControl: {
      styles: {
        root: { maxWidth: '100%' },
        label: { whiteSpace: 'normal' },
        innerLabel: { whiteSpace: 'normal', overflowWrap: 'anywhere' },
      },
    },
    // Mantine's close and page-arrow buttons are icons alone: a screen reader needs their names.
    // Plain objects, not Modal.extend(): the theme is in every page's first chunk, the
    // components are not.
    Modal: { defaultProps: { closeButtonProps } },
    Drawer: { defaultProps: { closeButtonProps } },
    Pagination: {
      defaultProps: {
        getControlProps: (control: keyof typeof PAGE_CONTROLS) => ({
          'aria-label': t(PAGE_CONTROLS[control]),
        }),
        getItemProps: (page: number) => ({ 'aria-label': t('common.page', { page }) }),
      },
    },
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
  colors: { gray: GRAY, green: CLUB_GREEN },
  primaryColor: 'blue',
});
