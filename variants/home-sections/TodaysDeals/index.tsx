// Today's deals on the home page is the existing spec 2.15 section, unchanged.
export { default } from '../../todays-deals/TodaysDeals';
