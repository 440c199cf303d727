/**
 * Kept equal to manifest.webmanifest's theme_color. A module of its own: the end-to-end specs
 * read it under Node, where the theme's language-dependent labels cannot load.
 */
export const THEME_COLOR = '#1b7f4b';
