/**
 * What a product page shows of its product. Apart from ./productView, whose cards and names the
 * home's first screen uses, so the home's first load does not carry it.
 */
import type { Product } from '../../../schemas';
import type { ProductDetailsData } from '../../../variants/catalogue/types';
import { formatPrice, lowestPrice } from '../../rules/price';
import { slugify } from '../../rules/slugify';
import { categoryDisplayName, pricedOptions, strainLabel } from './productView';

/** Where a product's brand and category are listed (spec 2.1: /brands/{x}, /category/{slug}). */
export function productDetailsData(product: Product): ProductDetailsData {
  const categoryName = categoryDisplayName(product.category);
  const strain = strainLabel(product.strainType);
  const facts: [string, string][] = [];
  if (strain !== null) facts.push(['Strain', strain]);
  // The potency tiles below (productScienceData) say THC and CBD in full where the API sends
  // potency; the old one-line strings would repeat them.
  if (product.potency === null) {
    if (product.thc) facts.push(['THC', product.thc]);
    if (product.cbd) facts.push(['CBD', product.cbd]);
  }
  const options = pricedOptions(product);
  const images = [product.image, ...product.images].filter((src) => src.trim() !== '');
  const deal = product.specialDiscount;
  return {
    name: product.productName,
    brand:
      product.brand.name !== ''
        ? { name: product.brand.name, href: `/brands/${slugify(product.brand.name)}` }
        : null,
    category:
      categoryName !== ''
        ? { name: categoryName, href: `/category/${slugify(categoryName)}` }
        : null,
    images: [...new Set(images)],
    facts,
    description: product.description,
    deal:
      deal && deal.specialSlug !== ''
        ? {
            name: deal.specialName || 'View deal',
            href: `/deals/${encodeURIComponent(deal.specialSlug)}`,
          }
        : null,
    options: (options.length > 0 ? options : [{ option: '', price: lowestPrice(product) }]).map(
      (option) => ({
        label: option.option === '' || option.option === 'N/A' ? 'Each' : option.option,
        price: formatPrice(option.price),
      }),
    ),
  };
}
