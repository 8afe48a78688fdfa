import type { FormEvent } from 'react';
import type { TextFieldBinding } from '../../ui/Form';

/** What every form view gets from the form layer besides its fields. */
export type FormState = {
  submitting: boolean;
  serverError: string | null;
  successMessage: string | null;
  onSubmit(event?: FormEvent): void;
};

/** A file field: the usual binding, the chosen file's name, and how to choose one. */
export type FileBinding = TextFieldBinding & {
  fileName: string | null;
  onFile(file: File | null): void;
};

export type SupportLink = { key: string; href: string; title: string; text: string };

export type SupportHubProps = {
  links: readonly SupportLink[];
};

/** guest: signed out (spec 6), asked to sign in inline. */
export type SignedInStatus = 'guest' | 'loading' | 'error' | 'ready';

export type TicketFormProps = {
  status: 'guest' | 'ready';
  onSignIn(): void;
  categories: readonly string[];
  form: FormState & {
    subject: TextFieldBinding;
    category: TextFieldBinding;
    message: TextFieldBinding;
    attachment: FileBinding;
  };
};

export type TicketRow = {
  key: string;
  subject: string;
  category: string;
  statusLabel: string;
  statusTone: 'open' | 'answered' | 'closed';
  dateLabel: string;
  dateTime: string;
  message: string;
  attachmentName: string | null;
  replies: readonly {
    key: string;
    author: string;
    message: string;
    dateLabel: string;
    dateTime: string;
  }[];
};

export type TicketListProps = {
  status: SignedInStatus;
  tickets: readonly TicketRow[];
  /** "2 tickets", or what is happening while they load. */
  countLabel: string;
  errorMessage: string;
  onSignIn(): void;
  onRetry(): void;
};

export type StoreContact = { key: string; name: string; address: string; phone: string | null };

export type ContactProps = {
  stores: readonly StoreContact[];
  storesLoading: boolean;
  form: FormState & {
    name: TextFieldBinding;
    email: TextFieldBinding;
    contactNumber: TextFieldBinding;
    message: TextFieldBinding;
  };
};

export type CareerOpeningRow = {
  key: string;
  title: string;
  location: string;
  employment: string;
  summary: string;
};

export type CareerProps = {
  openings: readonly CareerOpeningRow[];
  openingsLoading: boolean;
  positions: readonly string[];
  form: FormState & {
    name: TextFieldBinding;
    email: TextFieldBinding;
    contactNumber: TextFieldBinding;
    position: TextFieldBinding;
    resume: FileBinding;
  };
};
