import { beforeAll, describe, expect, it } from 'vitest';
import { setTexts, t, type TranslationKey } from './translation.ts';

// Texts of their own (not the English ones): the rules are i18next's, as the app set it up.
const key = (text: string) => text as TranslationKey;

describe('t', () => {
  beforeAll(() => {
    setTexts({
      'plain.text': 'Hello',
      'with.values': 'Dear {{ name }}, {{amount}} due; {{unknown}}',
      'items.count_one': '{{count}} item',
      'items.count_other': '{{count}} items',
      'items.count_zero': 'No items',
      place_ordinal_one: '{{count}}st',
      place_ordinal_two: '{{count}}nd',
      place_ordinal_few: '{{count}}rd',
      place_ordinal_other: '{{count}}th',
      'empty.text': '',
      'only.base': 'Base {{count}}',
    });
  });

  it('answers the text, or the key when it is missing or empty', () => {
    expect(t(key('plain.text'))).toBe('Hello');
    expect(t(key('missing.text'))).toBe('missing.text');
    expect(t(key('empty.text'))).toBe('empty.text');
  });

  it('puts values into {{placeholders}}, leaves one without a value as written', () => {
    expect(t(key('with.values'), { name: 'Ann', amount: 12.5 })).toBe(
      'Dear Ann, 12.5 due; {{unknown}}',
    );
    expect(t(key('with.values'), { name: null, amount: undefined })).toBe(
      'Dear ,  due; {{unknown}}',
    );
  });

  it('picks the plural form by count, the zero form for 0, the key itself without forms', () => {
    expect(t(key('items.count'), { count: 1 })).toBe('1 item');
    expect(t(key('items.count'), { count: 5 })).toBe('5 items');
    expect(t(key('items.count'), { count: 0 })).toBe('No items');
    expect(t(key('only.base'), { count: 3 })).toBe('Base 3');
  });

  it('picks the ordinal form', () => {
    const places = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map((count) =>
      t(key('place'), { count, ordinal: true }),
    );
    expect(places).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
    ]);
  });

  it('shows the default value, interpolated, when the text is missing', () => {
    expect(t(key('missing.text'), { defaultValue: 'Fallback {{name}}', name: 'X' })).toBe(
      'Fallback X',
    );
    expect(t(key('plain.text'), { defaultValue: 'Fallback' })).toBe('Hello');
  });

  it('adds later texts to the earlier ones', () => {
    setTexts({ 'later.text': 'Later', 'plain.text': 'Hi' });
    expect(t(key('later.text'))).toBe('Later');
    expect(t(key('plain.text'))).toBe('Hi');
    expect(t(key('items.count'), { count: 2 })).toBe('2 items');
  });
});
