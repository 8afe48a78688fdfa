export { InfoArticle as default, InfoArticle, InfoArticleSkeleton } from './InfoArticle';
