export { ListsView as default } from './ListsView';
