// Picks an option of a searchable select (a Mantine Combobox) by typing its name.
import { expect, type Locator } from '@playwright/test';

/** More options than this one before it in the filtered list is not a name typed in full. */
const MAX_OPTIONS_BEFORE = 20;

/**
 * Types `option` into the field and chooses the option of that name with the keyboard. Not with
 * a click: near the bottom of the window the dropdown flips above its field and may keep being
 * positioned, and a click waits for it to stand still (the plans journey waited out its budget).
 */
export async function chooseOption(field: Locator, option: string): Promise<void> {
  await field.fill(option);
  // There once the list has loaded and been filtered by the text.
  const choice = field.page().getByRole('option', { name: option, exact: true });
  await expect(choice).toBeAttached();
  for (let step = 0; step <= MAX_OPTIONS_BEFORE; step++) {
    await field.press('ArrowDown');
    if ((await choice.getAttribute('data-combobox-selected')) === 'true') break;
  }
  await field.press('Enter');
  await expect(field).toHaveValue(option);
}
