/** The product and brands the catalogue view-models' tests read. */
import { BrandSchema, ProductSchema } from '../../../schemas';

export const product = ProductSchema.parse({
  id: 'p-001',
  slug: 'blue-dream',
  productName: 'Blue Dream',
  image: '/images/products/flower-1.svg',
  images: ['/images/products/flower-1.svg', '/images/products/flower-2.svg'],
  variantsSize: 4,
  category: 'FLOWER',
  strainType: 'HYBRID',
  brand: { id: 'b-01', name: 'Green Harbor' },
  price: 12,
  options: [
    { option: '1g', price: 12 },
    { option: '3.5g', price: 35 },
  ],
  thc: '21.4%',
  cbd: '0.1%',
  description: 'Blue Dream by Green Harbor.',
  specialDiscount: { specialName: '20% Off All Flower', specialSlug: '20-off-all-flower' },
});

export const brands = [
  BrandSchema.parse({
    id: 'b-01',
    brandName: 'Green Harbor',
    urlSlug: 'green-harbor',
    customImage: '/a.svg',
  }),
  BrandSchema.parse({
    id: 'b-06',
    brandName: 'Motor City Cannabis Co.',
    urlSlug: '',
    customImage: 'null',
    imageUrl: '/m.svg',
  }),
  BrandSchema.parse({
    id: 'b-12',
    brandName: 'Fieldnote',
    urlSlug: 'fieldnote',
    customImage: '/images/brands/default.png',
  }),
];
