/** Thousands separators in a whole number: "1234" → "1,234". */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * Whole cents of a non-negative amount as currency formatting rounds it: from the number's
 * shortest decimal form ("0.015", not the binary value just under it), half away from zero.
 */
function cents(amount: number): number {
  const decimal = String(amount);
  // Exponent forms are below a millionth of a dollar or beyond any price: plain rounding will do.
  if (decimal.includes('e')) return Math.round(amount * 100);
  const [whole = '0', fraction = ''] = decimal.split('.');
  const digits = fraction.padEnd(3, '0');
  return Number(whole + digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
}

/**
 * Spec 9 "Prices": in $ with 2 decimals, e.g. 12 → "$12.00". A missing or broken price reads $0.00.
 * Written as en-US currency formatting reads (a unit test compares the two) without Intl: a page's
 * first Intl call loads the browser's locale data, about 100 ms of a throttled phone's main thread,
 * and prices rendered while the page hydrates made that part of its longest task.
 */
export function formatPrice(amount: number): string {
  const total = cents(Number.isFinite(amount) && amount > 0 ? amount : 0);
  const whole = String(Math.floor(total / 100)).replace(THOUSANDS, ',');
  return `$${whole}.${String(total % 100).padStart(2, '0')}`;
}

/** Price of a product with options: the lowest option's, else the product's own price. */
export function lowestPrice(product: { price: number; options: readonly { price: number }[] }) {
  const prices = product.options.map((o) => o.price).filter((p) => Number.isFinite(p) && p > 0);
  return prices.length > 0 ? Math.min(...prices) : product.price;
}
