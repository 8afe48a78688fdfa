export { CareerView } from './CareerView';
export { ContactView } from './ContactView';
export { SupportHubView } from './SupportHubView';
export { TicketFormView } from './TicketFormView';
export { TicketListView } from './TicketListView';
