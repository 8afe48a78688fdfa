import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../ui/theme/theme';
import { QuantityPicker } from './QuantityPicker';

const render = (max: number) =>
  renderToString(
    createElement(
      ThemeProvider,
      { theme },
      createElement(QuantityPicker, { quantity: 1, max, productName: 'P1', onChange: () => {} }),
    ),
  );

describe('QuantityPicker (options only while open)', () => {
  it('renders closed without building its list, whatever the maximum', () => {
    // 2^32 is no valid array length: building the list on render would throw here.
    const html = render(2 ** 32);
    expect(html).toContain('Quantity: <!-- -->1');
    expect(html).not.toContain('role="option"');
  });
});
