// A Textarea that grows with its text. Mantine's `autosize` measures the layout when it mounts and on
// each change (a forced style and layout pass of the whole page when it mounts with the page); where
// the browser can size the field by its content in CSS (`field-sizing: content`: Chromium 123+,
// Safari 26+) that is left to the browser, and the field starts `minRows` lines high as before.
import type { TextareaProps } from '@mantine/core';

const sizesByContent =
  typeof CSS !== 'undefined' &&
  typeof CSS.supports === 'function' &&
  CSS.supports('field-sizing', 'content') &&
  CSS.supports('min-height', 'round(up, 1.5px, 1px)');

/** Mantine's input border width. */
const BORDER = 'calc(0.0625rem * var(--mantine-scale))';

/** Spread into a Mantine Textarea instead of `autosize minRows={minRows}`. */
export function growingTextareaProps(
  minRows: number,
): Pick<TextareaProps, 'autosize' | 'minRows' | 'styles'> {
  if (!sizesByContent) return { autosize: true, minRows };
  return {
    styles: {
      input: {
        fieldSizing: 'content',
        // What autosize reserves: minRows lines, the vertical padding and the borders, in whole pixels.
        minHeight: `round(up, ${minRows}lh + 2 * var(--input-padding-y, 0rem) + 2 * ${BORDER}, 1px)`,
        overflow: 'hidden',
      },
    },
  };
}
