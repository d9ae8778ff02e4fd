import { describe, expect, it } from 'vitest';
import { nameParts } from './ProfileCreatePage';

describe('nameParts (issue #34 point 11: the profile form starts with the name given at registration)', () => {
  it.each([
    ['Cara Card', { firstname: 'Cara', lastname: 'Card' }],
    ['  Anna Sofie  Bang Nielsen ', { firstname: 'Anna Sofie Bang', lastname: 'Nielsen' }],
    ['Cher', { firstname: 'Cher', lastname: '' }],
    ['', { firstname: '', lastname: '' }],
  ])('%j', (name, parts) => {
    expect(nameParts(name)).toEqual(parts);
  });
});
