/** Create Support Ticket — subject, category, message and an optional attachment; one column. */
import {
  FieldStack,
  FileField,
  FormAlert,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../../../ui/Form';
import { SignInNotice } from '../parts/SignInNotice';
import * as S from '../parts/supportStyles';
import type { TicketFormProps } from '../types';

export function TicketFormView({ status, onSignIn, categories, form }: TicketFormProps) {
  if (status === 'guest') return <SignInNotice onSignIn={onSignIn} />;
  return (
    <S.Narrow>
      <S.Panel aria-labelledby="ticket-form-title">
        <S.PanelTitle id="ticket-form-title">How can we help?</S.PanelTitle>
        <S.Muted>
          Tell us what happened and our support team will reply in your ticket list.
        </S.Muted>
        <form noValidate aria-labelledby="ticket-form-title" onSubmit={form.onSubmit}>
          <FieldStack>
            <TextField {...form.subject} maxLength={120} />
            <SelectField {...form.category} options={categories} placeholder="Choose a category" />
            <TextAreaField {...form.message} maxLength={2000} />
            <FileField
              {...form.attachment}
              accept="image/*,.pdf"
              hint="Optional: a photo or PDF, up to 5 MB."
            />
            <FormAlert>{form.serverError}</FormAlert>
            <FormAlert tone="success">{form.successMessage}</FormAlert>
            <SubmitButton busy={form.submitting}>Submit Ticket</SubmitButton>
          </FieldStack>
        </form>
      </S.Panel>
    </S.Narrow>
  );
}
