export { TitleHeader as default } from './TitleHeader';
