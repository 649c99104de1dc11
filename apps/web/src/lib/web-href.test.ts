import { describe, expect, it } from 'vitest';
import { webHref } from './web-href.ts';

describe('webHref', () => {
  it('links only to web sites', () => {
    expect(webHref('http://a.example')).toBe('http://a.example');
    expect(webHref('a.example/path')).toBe('https://a.example/path');
    expect(webHref('javascript:alert(1)')).toBeNull();
    expect(webHref('javascript:window.x=1%2F%2F@a.example')).toBeNull();
    expect(webHref('  ')).toBeNull();
    expect(webHref(null)).toBeNull();
  });
});
