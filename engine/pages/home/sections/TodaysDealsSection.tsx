import { homeSectionRegistry as registry } from '../../../registry/homeSections';
import { useTodaysDealsProps } from '../../../viewmodels/deals/useTodaysDealsProps';

/** Spec 2.15's today's deals, with todaysDealsCmsData (the section has no settings of its own). */
export default function TodaysDealsSection() {
  return <registry.todaysDeals {...useTodaysDealsProps()} />;
}
