export { PostList as default } from './PostList';
