/**
 * Profile View — the shopper's name, e-mail and phone, with "Edit Profile" turning the panel into
 * the edit form (Save Changes / Cancel). One column; labels beside values from tablet width.
 */
import { Button } from '../../../ui/Button';
import { FieldRow, FieldStack, FormAlert, SubmitButton, TextField } from '../../../ui/Form';
import * as S from '../parts/accountStyles';
import type { ProfileViewProps } from '../types';

export function ProfileView({ user, editing, onEdit, onCancel, form }: ProfileViewProps) {
  if (!editing) {
    return (
      <S.Panel aria-labelledby="profile-details">
        <S.PanelTitle id="profile-details">Your details</S.PanelTitle>
        <S.Facts>
          <div>
            <dt>Name</dt>
            <dd>{user.fullName}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>{user.phone || 'Not given'}</dd>
          </div>
        </S.Facts>
        <Button onClick={onEdit}>Edit Profile</Button>
      </S.Panel>
    );
  }
  return (
    <S.Panel aria-labelledby="profile-edit">
      <S.PanelTitle id="profile-edit">Edit your details</S.PanelTitle>
      <form noValidate aria-labelledby="profile-edit" onSubmit={form.onSubmit}>
        <FieldStack>
          <FieldRow>
            <TextField {...form.firstName} autoComplete="given-name" />
            <TextField {...form.lastName} autoComplete="family-name" />
          </FieldRow>
          <TextField {...form.email} type="email" autoComplete="email" inputMode="email" />
          <TextField {...form.phone} type="tel" autoComplete="tel-national" inputMode="tel" />
          <FormAlert>{form.serverError}</FormAlert>
          <S.Actions>
            <SubmitButton busy={form.submitting} fullWidth={false}>
              Save Changes
            </SubmitButton>
            <Button type="button" variant="secondary" size="lg" onClick={onCancel}>
              Cancel
            </Button>
          </S.Actions>
        </FieldStack>
      </form>
    </S.Panel>
  );
}
