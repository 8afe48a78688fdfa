const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Spec 9 "Prices": in $ with 2 decimals, e.g. 12 → "$12.00". A missing or broken price reads $0.00. */
export function formatPrice(amount: number): string {
  return USD.format(Number.isFinite(amount) && amount > 0 ? amount : 0);
}

/** Price of a product with options: the lowest option's, else the product's own price. */
export function lowestPrice(product: { price: number; options: readonly { price: number }[] }) {
  const prices = product.options.map((o) => o.price).filter((p) => Number.isFinite(p) && p > 0);
  return prices.length > 0 ? Math.min(...prices) : product.price;
}
