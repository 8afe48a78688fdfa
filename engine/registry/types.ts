import type { ComponentType, LazyExoticComponent } from 'react';

/** A registry entry: the variant's module is fetched only when a page renders it. */
export type LazyVariant<P> = LazyExoticComponent<ComponentType<P>>;

/** A family's map: exhaustive over its variant names, so a missing variant fails to compile. */
export type VariantRegistry<Name extends string, P> = Readonly<Record<Name, LazyVariant<P>>>;
