// The one theme of Tendermark: primary colour, admin accent, radius, fonts and sizes.
import {
  createTheme,
  darken,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';

/** A calm procurement blue; shade 7 keeps white text at WCAG AA contrast. */
const brand: MantineColorsTuple = [
  '#ecf2fd',
  '#d6e2f6',
  '#aac2ec',
  '#7ba0e2',
  '#5484da',
  '#3b72d5',
  '#2d69d4',
  '#1f58bc',
  '#164ea9',
  '#024396',
];

const fontStack =
  'Inter, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  defaultRadius: 'md',
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '650' },
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Button: { defaultProps: { fw: 600 } },
    Card: { defaultProps: { withBorder: true, radius: 'md', padding: 'lg' } },
    Paper: { defaultProps: { radius: 'md' } },
  },
});

/**
 * Light variants (badges, light buttons) write shade 9 on shade 1; for these palettes that is
 * below 4.5:1 (teal 4.3, yellow 2.7), so their text is darkened by this much (to 4.9–6.0:1).
 */
const lightTextDarkening = { teal: 0.2, green: 0.2, lime: 0.2, orange: 0.2, yellow: 0.3 };

/**
 * Mantine's default dimmed grey and error red are below WCAG AA (4.5:1) for small text;
 * these shades keep secondary text and field errors legible in both schemes.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    ...Object.fromEntries(
      Object.entries(lightTextDarkening).map(([color, amount]) => [
        `--mantine-color-${color}-light-color`,
        darken(resolvedTheme.colors[color]![9], amount),
      ]),
    ),
  },
  dark: { '--mantine-color-error': 'var(--mantine-color-red-5)' },
});

/** The admin area's accent, so that no one mistakes it for the product (UI.md Frame). */
export const adminThemeOverride: MantineThemeOverride = { primaryColor: 'grape' };

export const headerHeight = 60;
export const navbarWidth = 260;
