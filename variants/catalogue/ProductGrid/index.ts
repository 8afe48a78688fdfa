export { ProductGrid as default, ProductGrid, Grid as ProductGridList } from './ProductGrid';
