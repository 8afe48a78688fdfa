export { TodaysDeals as default } from './TodaysDeals';
