import { DEFAULT_THEME, luminance, mergeMantineTheme, toRgba } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { memberTheme, visitorTheme } from './theme.ts';

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe.each([
  ['members', memberTheme],
  ['everyone else', visitorTheme],
])('the theme of %s', (_, override) => {
  const theme = mergeMantineTheme(DEFAULT_THEME, override);
  const colors = Object.keys(theme.colors).filter((name) => name !== 'dark');
  // A palette's CSS variable stands for the shade Mantine puts in it (primary shade 8).
  const value = (css: string, name: string) => {
    if (css.endsWith('-light-color)')) return theme.colors[name]![9];
    return css.startsWith('var(') ? theme.colors[name]![8] : css;
  };

  it.each(colors)('writes light badges in %s at 4.5:1 or more on their tint', (name) => {
    const { color } = theme.variantColorResolver({ color: name, theme, variant: 'light' });
    expect(contrast(value(color, name), theme.colors[name]![1])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(colors)('writes white on filled %s at 4.5:1 or more', (name) => {
    const { background, color } = theme.variantColorResolver({
      color: name,
      theme,
      variant: 'filled',
    });
    expect(color).toBe('var(--mantine-color-white)');
    expect(contrast(theme.white, value(background, name))).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a colour its own: pending orange is a darker orange', () => {
    const { color } = theme.variantColorResolver({ color: 'orange', theme, variant: 'light' });
    const { r, g, b } = toRgba(color);
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
  });

  it('dims text at 4.5:1 or more on the gray 0 of cards', () => {
    expect(contrast(theme.colors.gray![6], theme.colors.gray![0])).toBeGreaterThanOrEqual(4.5);
  });
});
