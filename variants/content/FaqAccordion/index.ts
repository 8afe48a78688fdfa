export { FaqAccordion as default, FaqAccordion, FaqAccordionSkeleton } from './FaqAccordion';
