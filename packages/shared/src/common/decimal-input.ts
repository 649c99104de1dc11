/**
 * Amounts as people type them: "239,5" and "239.5" are both 239.5, "1,234.5" and "1.234,5" are
 * both 1234.5. Only a single separator before exactly three digits ("1,234") can mean either a
 * decimal or a thousands separator; the user's locale decides, and input it leaves open is
 * refused rather than guessed (in a reverse auction, 1.234 read for 1234 is a ruinous bid).
 */
import { Messages } from './messages.ts';
import { fillMessage } from '../auction/fill-message.ts';

/** The locale's separators, as Intl.NumberFormat#formatToParts names them. */
export type NumberSeparators = { decimal: string; group: string };

export type DecimalInputProblem =
  | { kind: 'empty' }
  | { kind: 'notANumber' }
  | { kind: 'tooManyDecimals'; maxDecimals: number }
  /** `grouped` and `decimal`: the two readings, written as the field would show them. */
  | { kind: 'ambiguous'; text: string; grouped: string; decimal: string };

export type DecimalInputResult =
  { ok: true; value: number } | { ok: false; problem: DecimalInputProblem };

/** Thousands separators that can only ever group digits: spaces of every kind and apostrophes. */
const GROUP_ONLY_CHARACTERS = "\\s\\u00a0\\u202f\\u2009'’";
const ANY_GROUP = new RegExp(`[.,${GROUP_ONLY_CHARACTERS}]`);
const NUMBER_SHAPE = new RegExp(`^[+\\-−]?[\\d.,${GROUP_ONLY_CHARACTERS}]+$`);

const fail = (problem: DecimalInputProblem): DecimalInputResult => ({ ok: false, problem });

/** Digit groups of an integer part: 1–3 digits, then groups of exactly 3. */
function ungroup(integerPart: string): string | undefined {
  const groups = integerPart.split(ANY_GROUP);
  if (groups.length === 1) return integerPart;
  const [first, ...rest] = groups;
  const isValid = /^\d{1,3}$/.test(first) && rest.every((group) => /^\d{3}$/.test(group));
  return isValid ? groups.join('') : undefined;
}

/**
 * Which of "." and "," is the decimal separator of `body`, or null when it has none. Undefined:
 * a single separator before three digits that the locale leaves open.
 */
function decimalSeparatorOf(
  body: string,
  separators: NumberSeparators,
  maxDecimals: number,
): '.' | ',' | null | undefined {
  const marks = body.replace(/[^.,]/g, '');
  if (!marks) return null;
  const hasBoth = marks.includes('.') && marks.includes(',');
  if (hasBoth) return marks.at(-1) as '.' | ',';
  const mark = marks[0] as '.' | ',';
  if (marks.length > 1) return null; // "1,234,567": grouping only
  const [integerPart, fraction] = body.split(mark);
  // Only 1–3 digits not starting with 0 can be a first thousands group; other lengths decide.
  const couldGroup = /^[1-9]\d{0,2}$/.test(integerPart);
  if (fraction.length !== 3 || !couldGroup) return mark;
  if (mark === separators.group) return null;
  // "1.230" is not read as 1.23: three typed decimals where two are allowed may be a grouping.
  return mark === separators.decimal && fraction.length <= maxDecimals ? mark : undefined;
}

/**
 * Reads a typed amount. A separator is a decimal separator when it is the last of two kinds
 * ("1.234,5"), or the only one and not followed by exactly three digits ("239,5"); several of the
 * same kind group thousands ("1,234,567"). A single separator before three digits groups
 * thousands if it is the locale's group separator, is a decimal separator if it is the locale's
 * and the decimals are allowed, and is refused as ambiguous otherwise. Spaces and apostrophes
 * always group. Trailing zeros do not count as decimals.
 */
export function parseDecimalInput(
  text: string,
  { separators, maxDecimals }: { separators: NumberSeparators; maxDecimals: number },
): DecimalInputResult {
  const trimmed = text.trim();
  if (!trimmed) return fail({ kind: 'empty' });
  if (!NUMBER_SHAPE.test(trimmed)) return fail({ kind: 'notANumber' });
  const isNegative = /^[-−]/.test(trimmed);
  const body = trimmed.replace(/^[+\-−]/, '');

  const decimalMark = decimalSeparatorOf(body, separators, maxDecimals);
  if (decimalMark === undefined) {
    const [integerPart, fraction] = body.split(/[.,]/);
    return fail({
      kind: 'ambiguous',
      text: trimmed,
      grouped: `${isNegative ? '-' : ''}${integerPart}${fraction}`,
      decimal: `${isNegative ? '-' : ''}${integerPart}${separators.decimal}${fraction}`,
    });
  }
  const decimalAt = decimalMark === null ? -1 : body.lastIndexOf(decimalMark);
  const integerPart = decimalAt < 0 ? body : body.slice(0, decimalAt);
  const fraction = decimalAt < 0 ? '' : body.slice(decimalAt + 1);
  const integerDigits =
    decimalMark && integerPart.includes(decimalMark) ? undefined : ungroup(integerPart);
  if (integerDigits === undefined || !/^\d*$/.test(fraction)) return fail({ kind: 'notANumber' });
  if (!integerDigits && !fraction) return fail({ kind: 'notANumber' });
  if (fraction.replace(/0+$/, '').length > maxDecimals)
    return fail({ kind: 'tooManyDecimals', maxDecimals });

  const value = Number(`${integerDigits || '0'}.${fraction || '0'}`);
  return { ok: true, value: isNegative && value !== 0 ? -value : value };
}

/** The user-facing text of a refused amount. */
export function decimalInputMessage(problem: DecimalInputProblem): string {
  switch (problem.kind) {
    case 'empty':
      return Messages.required;
    case 'notANumber':
      return Messages.numberInvalid;
    case 'tooManyDecimals':
      return fillMessage(Messages.numberTooManyDecimals, { count: String(problem.maxDecimals) });
    case 'ambiguous':
      return fillMessage(Messages.numberAmbiguous, problem);
  }
}

/**
 * An amount as an input field shows it: the locale's decimal separator, no thousands separators
 * (so that reading it back is never ambiguous), at most 4 decimals as values are stored.
 */
export function formatDecimalInput(value: number, separators: NumberSeparators): string {
  const text = String(Math.round(value * 10_000) / 10_000);
  return separators.decimal === ',' ? text.replace('.', ',') : text;
}
