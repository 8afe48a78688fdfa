import type { FormEvent } from 'react';
import type { TextFieldBinding } from '../../ui/Form';
import type { ComplianceNotices } from '../compliance/types';

/** The state every account form shares (engine/forms useForm). */
export type FormViewState = {
  submitting: boolean;
  /** The server's message when it refused (spec 7.1, 8). */
  serverError: string | null;
  onSubmit(event: FormEvent): void;
};

export type SignInViewProps = FormViewState & {
  email: TextFieldBinding;
  password: TextFieldBinding;
  /** /sign-up, keeping where the shopper was going. */
  signUpHref: string;
};

export type SignUpViewProps = FormViewState & {
  firstName: TextFieldBinding;
  lastName: TextFieldBinding;
  email: TextFieldBinding;
  phone: TextFieldBinding;
  password: TextFieldBinding;
  signInHref: string;
};

/** The signed-in shopper as the account pages show them (spec 3 User). */
export type AccountUser = {
  firstName: string;
  fullName: string;
  email: string;
  phone: string;
};

export type ProfileViewProps = {
  user: AccountUser;
  editing: boolean;
  onEdit(): void;
  onCancel(): void;
  form: FormViewState & {
    firstName: TextFieldBinding;
    lastName: TextFieldBinding;
    email: TextFieldBinding;
    phone: TextFieldBinding;
  };
};

export type LoginSecurityViewProps = {
  email: string;
  form: FormViewState & {
    currentPassword: TextFieldBinding;
    newPassword: TextFieldBinding;
    /** The server's confirmation after a change. */
    successMessage: string | null;
  };
};

export type RequestInformationViewProps = {
  email: string;
  submitting: boolean;
  serverError: string | null;
  /** The server's confirmation once the request is recorded. */
  confirmation: string | null;
  onRequest(): void;
};

export type CloseAccountViewProps = {
  confirming: boolean;
  closing: boolean;
  serverError: string | null;
  onAsk(): void;
  onCancel(): void;
  onConfirm(): void;
};

/** One link of the account hub and the profile menu (spec 2.4's "Your Account" links). */
export type AccountHubLink = { label: string; href: string };

export type AccountHubViewProps = {
  user: AccountUser;
  links: readonly AccountHubLink[];
  /** Opens the logout confirmation (spec 2.4). */
  onSignOut(): void;
};

export type MenuChoice = { value: 'MEDICAL' | 'RECREATIONAL'; label: string; description: string };

export type CustomerChoiceViewProps = {
  /** customerChoiceSettingsCMS.minimumAge. */
  minimumAge: number;
  /** Only RECREATIONAL unless isMedicalTypeOn (spec 6); one choice hides the question. */
  menus: readonly MenuChoice[];
  menu: MenuChoice['value'];
  onMenuChange(menu: MenuChoice['value']): void;
  /** The visitor said they are under age this session. */
  declined: boolean;
  /**
   * complianceNoticesCms, when showOnAgeGate is on: the licence line and the state's warnings
   * closing the card; null when the switch is off or the site has none.
   */
  notices: ComplianceNotices | null;
  onConfirm(): void;
  onDecline(): void;
};
