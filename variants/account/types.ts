import type { FormEvent } from 'react';
import type { TextFieldBinding } from '../../ui/Form';

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
