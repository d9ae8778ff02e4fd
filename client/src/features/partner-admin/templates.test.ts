import { describe, expect, it } from 'vitest';
import { moved } from './templates/DataMethodsTemplate';
import { templateOf, templatePath, TEMPLATES } from './templates';

describe('partner-admin templates', () => {
  it('chooses the screen by ?template=, the company page for none or an unknown one', () => {
    expect(templateOf('users')).toBe('users');
    expect(templateOf('report-options')).toBe('report-options');
    expect(templateOf(null)).toBe('company');
    expect(templateOf('subscriptions')).toBe('subscriptions');
    expect(templateOf('no-such-screen')).toBe('company');
  });

  it('gives every template a URL of its own', () => {
    const paths = TEMPLATES.map(templatePath);
    expect(new Set(paths).size).toBe(TEMPLATES.length);
    expect(templatePath('api-key')).toBe('/partner-admin?template=api-key');
    expect(templatePath('company')).toBe('/partner-admin');
  });
});

describe('moved (data-method drag and drop)', () => {
  it.each([
    [0, 2, ['average_plus', 'category_default', 'product']],
    [2, 0, ['category_default', 'product', 'average_plus']],
    [1, 1, ['product', 'average_plus', 'category_default']],
  ])('moves the item at %i to %i', (from, to, expected) => {
    expect(moved(['product', 'average_plus', 'category_default'], from, to)).toEqual(expected);
  });
});
