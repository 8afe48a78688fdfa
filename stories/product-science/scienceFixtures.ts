/**
 * The science block's story states, as the API would send them and as the product page maps them
 * (productScienceData), so the pictures show the engine's own wording. Stories keep their own
 * data: the mock catalogue (fixtures/data) is filled separately and may change.
 */
import { z } from 'zod';
import { productScienceData } from '../../engine/viewmodels/catalogue/productScienceData';
import { productScienceFields } from '../../schemas';
import type { ProductScienceProps } from '../../variants/product-science/types';

const ScienceSchema = z.object(productScienceFields);
type ScienceInput = z.input<typeof ScienceSchema>;

/** A product without any science: the block renders nothing. */
export const noScience: ProductScienceProps = {
  potency: null,
  terpenes: [],
  effects: [],
  labResult: null,
};

const props = (input: ScienceInput): ProductScienceProps =>
  productScienceData(ScienceSchema.parse(input)) ?? noScience;

const lab = {
  laboratory: 'SC Labs',
  batch: 'BD-2611-07',
  testedAt: '2026-03-04',
  certificateUrl: 'https://labs.example.com/coa/BD-2611-07.pdf',
};

/** Flower measured in % of weight, with THCa (so Total THC), five terpenes, effects and a COA. */
export const flower = props({
  potency: { unit: 'PERCENT', thc: 1.1, thca: 23.1, cbd: 0.1 },
  terpenes: [
    { name: 'Myrcene', share: 0.84 },
    { name: 'β-Caryophyllene', share: 0.46 },
    { name: 'Limonene', share: 0.31 },
    { name: 'α-Pinene', share: 0.18 },
    { name: 'Linalool', share: 0.09 },
  ],
  effects: ['Relaxed', 'Happy', 'Creative', 'Uplifted'],
  labResult: lab,
});

/** A gummy: milligrams per package and per serving, no terpenes. */
export const edible = props({
  potency: { unit: 'MILLIGRAMS', thc: 100, thcPerServing: 10, cbd: 20, cbdPerServing: 2 },
  effects: ['Sleepy', 'Relaxed'],
  labResult: {
    laboratory: 'Kaycha Labs Michigan',
    batch: 'GUM-2610-3',
    testedAt: '2026-02-18',
    certificateUrl: 'https://labs.example.com/coa/GUM-2610-3.pdf',
  },
});

/** Terpenes the table does not describe show with their share alone, among known ones. */
export const unknownTerpenes = props({
  potency: { unit: 'PERCENT', thc: 18.2, cbd: 0.4 },
  terpenes: [
    { name: 'Terpinolene', share: 0.62 },
    { name: 'Guaiol', share: 0.21 },
    { name: 'Ocimene', share: 0.17 },
    { name: 'Caryophyllene Oxide', share: 0.08 },
    { name: 'trans-Nerolidol', share: 0.05 },
  ],
});

/** A lab result whose certificate is not online: no link. */
export const noCertificate = props({
  potency: { unit: 'PERCENT', thc: 24.9 },
  labResult: { ...lab, certificateUrl: null },
});

/** A laboratory and batch long enough to wrap in the lab card on a phone. */
export const longLabName = props({
  terpenes: [
    { name: 'Humulene', share: 0.33 },
    { name: 'Bisabolol', share: 0.12 },
  ],
  labResult: {
    ...lab,
    laboratory:
      'Michigan Analytical Cannabis Testing Laboratories of Southeast Detroit & Ann Arbor, LLC',
    batch: 'MACTL-2026-03-04-BLUEDREAM-INDOOR-LOT-0042',
  },
});
