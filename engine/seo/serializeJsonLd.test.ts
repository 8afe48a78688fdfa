import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './serializeJsonLd';

describe('serializeJsonLd', () => {
  it.each([
    ['</script><script>alert(1)</script>', false],
    ['<!--', false],
    ['plain', true],
  ])('serialises %j without a way out of the script tag', (label, unchanged) => {
    const json = serializeJsonLd({ name: label });
    expect(json.includes('<')).toBe(false);
    expect(JSON.parse(json)).toEqual({ name: label });
    expect(json === JSON.stringify({ name: label })).toBe(unchanged);
  });
});
