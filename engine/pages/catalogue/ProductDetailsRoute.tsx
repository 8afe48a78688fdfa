import { useState } from 'react';
import { useParams } from 'react-router';
import type { Product } from '../../../schemas';
import EmptyState from '../../../variants/catalogue/EmptyState';
import ErrorState from '../../../variants/catalogue/ErrorState';
import { ProductDetails, ProductDetailsSkeleton } from '../../../variants/catalogue/ProductDetails';
import { ProductScience } from '../../../variants/product-science/ProductScience';
import { useTrackItemView } from '../../analytics/useTrackItemView';
import { ApiError, errorMessage } from '../../api/errors';
import { useProduct } from '../../api/hooks';
import { formatPrice } from '../../rules/price';
import { productJsonLd } from '../../rules/productJsonLd';
import { useShopPath } from '../../site/useShopPath';
import { AdSlot } from '../../shell/AdSlot';
import { clampQuantity } from '../../stores/cart';
import { DEFAULT_MAX_QUANTITY } from '../../../schemas/constants';
import { categoryDisplayName } from '../../viewmodels/catalogue/productView';
import { productDetailsData } from '../../viewmodels/catalogue/productDetailsData';
import { productScienceData } from '../../viewmodels/catalogue/productScienceData';
import { useAddToCart } from '../../viewmodels/catalogue/useAddToCart';
import { CatalogueFrame } from './CatalogueFrame';
import { useSiteOrigin } from '../../site/siteOrigin';
import { RelatedProducts } from './RelatedProducts';
import * as S from './catalogue.styles';

function Loaded({ product }: { product: Product }) {
  useTrackItemView(product);
  const addToCart = useAddToCart();
  const details = productDetailsData(product);
  const science = productScienceData(product);
  const [optionIndex, setOptionIndex] = useState(0);
  const [quantity, setQuantity] = useState(1);
  // The options shown are the priced ones; the cart needs the index into the product's own list.
  const priced = product.options.filter((o) => Number.isFinite(o.price) && o.price > 0);
  const chosen = priced[optionIndex];
  const unit = chosen?.price ?? product.price;
  const origin = useSiteOrigin();
  const jsonLd = productJsonLd(product, origin, {
    categoryName: categoryDisplayName(product.category),
  });
  return (
    <CatalogueFrame
      title={product.productName}
      heading={false}
      head={{
        type: 'product',
        ...(product.description.trim() ? { description: product.description } : {}),
        image: product.image,
        jsonLd: [jsonLd],
      }}
    >
      <ProductDetails
        product={details}
        selectedOption={optionIndex}
        quantity={quantity}
        maxQuantity={DEFAULT_MAX_QUANTITY}
        total={formatPrice(unit * quantity)}
        onSelectOption={setOptionIndex}
        onQuantityChange={(next) => setQuantity(clampQuantity(next, DEFAULT_MAX_QUANTITY))}
        onAddToCart={() =>
          addToCart(product, {
            ...(chosen ? { optionIndex: product.options.indexOf(chosen) } : {}),
            quantity,
          })
        }
      />
      {/* Below the buying decision's essentials, before sponsored and related products. A
          product without science renders no wrapper, so its page is as before. */}
      {science !== null && (
        <S.After as="div">
          <ProductScience {...science} />
        </S.After>
      )}
      <AdSlot
        name="product-sponsored-carousel"
        context={{ productSlug: product.slug, catalog: product.category }}
      />
      <RelatedProducts product={product} />
    </CatalogueFrame>
  );
}

/**
 * /product/{productSlug}: details, options, quantity, add to cart, the product's science
 * (potency, effects, terpenes, lab result) where it has any, Product + Offer JSON-LD.
 */
export function ProductDetailsRoute() {
  const { productSlug = '' } = useParams();
  const shopPath = useShopPath();
  const product = useProduct(productSlug);
  const notFound =
    (product.isError && product.error instanceof ApiError && product.error.status === 404) ||
    (product.isSuccess && product.data === null);
  if (notFound) {
    return (
      <CatalogueFrame title="Product not found" head={{ status: 404 }}>
        <EmptyState
          title="We couldn’t find this product"
          message="It may be sold out or no longer on the menu. The shop has everything that is."
          action={{ label: 'Back to the shop', href: shopPath }}
        />
      </CatalogueFrame>
    );
  }
  if (product.isError) {
    return (
      <CatalogueFrame title="Product Details">
        <ErrorState
          title="We couldn’t load this product"
          message={errorMessage(product.error)}
          onRetry={() => void product.refetch()}
        />
      </CatalogueFrame>
    );
  }
  if (product.data) return <Loaded key={product.data.slug} product={product.data} />;
  return (
    <CatalogueFrame title="Product Details" heading={false} head={{ provisional: true }}>
      <ProductDetailsSkeleton />
    </CatalogueFrame>
  );
}
