export { EventDetails as default, EventDetails, EventDetailsSkeleton } from './EventDetails';
