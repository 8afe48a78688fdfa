export { Article as default, Article, ArticleSkeleton } from './Article';
