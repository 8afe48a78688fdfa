import { TICKET_CATEGORIES } from '../../../schemas/constants';
import type { FormField } from '../../forms/useForm';
import { formatContactNumber } from '../../rules/validation';

/** The support forms' fields: the names are what spec 5 messages say ("Please enter Subject."). */

export const TICKET_CATEGORY_OPTIONS = TICKET_CATEGORIES;

export type TicketKey = 'subject' | 'category' | 'message' | 'attachment';
export const TICKET_FIELDS: readonly FormField<TicketKey>[] = [
  { key: 'subject', name: 'Subject', required: true },
  { key: 'category', name: 'Category', required: true },
  { key: 'message', name: 'Message', required: true },
  { key: 'attachment', name: 'Attachment' },
];

const email = { key: 'email', name: 'Email', required: true } as const;
const name = { key: 'name', name: 'Name', required: true } as const;

export type ContactKey = 'name' | 'email' | 'contactNumber' | 'message';
export const CONTACT_FIELDS: readonly FormField<ContactKey>[] = [
  name,
  email,
  { key: 'contactNumber', name: 'Phone', format: formatContactNumber },
  { key: 'message', name: 'Message', required: true },
];

export type CareerKey = 'name' | 'email' | 'contactNumber' | 'position' | 'resume';
export const CAREER_FIELDS: readonly FormField<CareerKey>[] = [
  name,
  email,
  { key: 'contactNumber', name: 'Phone', required: true, format: formatContactNumber },
  { key: 'position', name: 'Position', required: true },
  { key: 'resume', name: 'Resume', required: true },
];
