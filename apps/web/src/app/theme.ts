// The one theme of Tendermark: primary colour, admin accent, radius, fonts and sizes.
import {
  createTheme,
  darken,
  luminance,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import { i18n } from '@/lib/i18n-instance.ts';

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
    // Close buttons (notifications, alerts, dialogs) are icons: this names them for screen
    // readers wherever a component does not (axe button-name). Read at render, so in the
    // current language.
    CloseButton: { defaultProps: () => ({ 'aria-label': i18n.t('common.close') }) },
    // A region that scrolls (wide tables on phones, the room's feed) must be reachable by
    // keyboard to be scrolled without a mouse (axe scrollable-region-focusable).
    // (Not ScrollArea.Autosize: select dropdowns scroll in one, and their options are reached
    // with the arrow keys, not by Tab.)
    ScrollArea: { defaultProps: { viewportProps: { tabIndex: 0 } } },
  },
});

/** WCAG contrast of white text on `color` (a hex colour). */
const contrastWithWhite = (color: string) => 1.05 / (luminance(color) + 0.05);

/**
 * The light scheme's filled variants (buttons, badges) write white on shade 7; for red, cyan,
 * teal, green, lime, yellow, orange and blue that is below 4.5:1, so their fill is the first
 * darker shade (or shade 9 darkened) that reaches 4.6:1; the hover is a step darker still.
 */
function filledForWhiteText(shades: readonly string[]): string | null {
  if (contrastWithWhite(shades[7]!) >= 4.6) return null;
  const darker = shades.slice(8).find((shade) => contrastWithWhite(shade) >= 4.6);
  if (darker) return darker;
  let color = shades[9]!;
  for (let step = 0; step < 10 && contrastWithWhite(color) < 4.6; step += 1)
    color = darken(color, 0.1);
  return color;
}

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
    ...Object.fromEntries(
      Object.entries(resolvedTheme.colors).flatMap(([color, shades]) => {
        const filled = filledForWhiteText(shades);
        return filled
          ? [
              [`--mantine-color-${color}-filled`, filled],
              [`--mantine-color-${color}-filled-hover`, darken(filled, 0.1)],
            ]
          : [];
      }),
    ),
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
