import { describe, expect, it } from 'vitest';
import {
  decimalInputMessage,
  formatDecimalInput,
  parseDecimalInput,
  type NumberSeparators,
} from './decimal-input.ts';

const english: NumberSeparators = { decimal: '.', group: ',' };
const german: NumberSeparators = { decimal: ',', group: '.' };
const french: NumberSeparators = { decimal: ',', group: '\u202f' };

const money = (text: string, separators: NumberSeparators = english) =>
  parseDecimalInput(text, { separators, maxDecimals: 2 });

describe('parseDecimalInput', () => {
  it.each([
    ['239,5', 239.5],
    ['239.5', 239.5],
    ['0,45', 0.45],
    [',5', 0.5],
    ['1250,75', 1250.75],
    ['1,234.5', 1234.5],
    ['1.234,5', 1234.5],
    ['1,234,567.89', 1234567.89],
    ['1.234.567,89', 1234567.89],
    ['1 234,5', 1234.5],
    ['1\u00a0234.50', 1234.5],
    ["1'234.50", 1234.5],
    ['  97 ', 97],
    ['-3,5', -3.5],
    ['0,450', 0.45],
  ])('reads %j as %d whatever the locale', (text, value) => {
    for (const separators of [english, german, french])
      expect(money(text, separators)).toEqual({ ok: true, value });
  });

  it('reads a single separator before exactly three digits by the locale: grouping in English', () => {
    expect(money('1,234')).toEqual({ ok: true, value: 1234 });
    expect(money('1.234', german)).toEqual({ ok: true, value: 1234 });
  });

  it('refuses a single decimal separator before three digits when two decimals are the most', () => {
    expect(money('1,234', german)).toEqual({
      ok: false,
      problem: { kind: 'ambiguous', text: '1,234', grouped: '1234', decimal: '1,234' },
    });
    expect(money('1.234')).toMatchObject({ ok: false, problem: { kind: 'ambiguous' } });
    // Not 1.23: three typed digits after the point may be a German thousands group.
    expect(money('1.230')).toMatchObject({ ok: false, problem: { kind: 'ambiguous' } });
    // A separator the locale does not use at all is as ambiguous.
    expect(money('1.234', french)).toMatchObject({ ok: false, problem: { kind: 'ambiguous' } });
  });

  it('reads the locale’s decimal separator before three digits as decimals where they are allowed', () => {
    expect(parseDecimalInput('1,234', { separators: german, maxDecimals: 4 })).toEqual({
      ok: true,
      value: 1.234,
    });
    expect(parseDecimalInput('1.234', { separators: english, maxDecimals: 4 })).toEqual({
      ok: true,
      value: 1.234,
    });
  });

  it('refuses more decimals than allowed', () => {
    expect(money('1,2345')).toEqual({
      ok: false,
      problem: { kind: 'tooManyDecimals', maxDecimals: 2 },
    });
    expect(money('0.125')).toMatchObject({ ok: false, problem: { kind: 'tooManyDecimals' } });
  });

  it.each([
    'abc',
    '12a',
    '1e3',
    '.',
    '-',
    '1,23,4',
    '1.234.5',
    '1,234,5',
    '1.2.3,4',
    '12..5',
    '1,234.567,8',
  ])('refuses %j as not a number', (text) => {
    expect(money(text)).toEqual({ ok: false, problem: { kind: 'notANumber' } });
  });

  it('reports an empty field as empty', () => {
    expect(money('   ')).toEqual({ ok: false, problem: { kind: 'empty' } });
  });
});

describe('decimalInputMessage', () => {
  it('names both readings of an ambiguous amount', () => {
    const result = money('1,234', german);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(decimalInputMessage(result.problem)).toBe(
      '"1,234" could mean 1234 or 1,234: please type the amount without a thousands separator',
    );
  });

  it('states the allowed decimals', () => {
    expect(decimalInputMessage({ kind: 'tooManyDecimals', maxDecimals: 2 })).toBe(
      'Please enter at most 2 decimals',
    );
    expect(decimalInputMessage({ kind: 'notANumber' })).toBe('Please enter a number');
    expect(decimalInputMessage({ kind: 'empty' })).toBe('This field is required');
  });
});

describe('formatDecimalInput', () => {
  it('writes an amount as the field shows it: the locale’s decimal separator, no grouping', () => {
    expect(formatDecimalInput(1234.5, english)).toBe('1234.5');
    expect(formatDecimalInput(1234.5, german)).toBe('1234,5');
    expect(formatDecimalInput(97, german)).toBe('97');
    expect(formatDecimalInput(0.1 + 0.2, english)).toBe('0.3');
  });
});
