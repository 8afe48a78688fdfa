/** Login & Security View — the sign-in e-mail, then the change-password form. */
import { FieldStack, FormAlert, SubmitButton, TextField } from '../../../ui/Form';
import * as S from '../parts/accountStyles';
import type { LoginSecurityViewProps } from '../types';

export function LoginSecurityView({ email, form }: LoginSecurityViewProps) {
  return (
    <>
      <S.Panel aria-labelledby="security-email">
        <S.PanelTitle id="security-email">Sign-in e-mail</S.PanelTitle>
        <S.PanelText>
          You sign in with <strong>{email}</strong>. Change it on your profile.
        </S.PanelText>
        <S.ButtonLink to="/profile" data-variant="secondary" data-size="md">
          Edit Profile
        </S.ButtonLink>
      </S.Panel>
      <S.Panel aria-labelledby="security-password">
        <S.PanelTitle id="security-password">Change password</S.PanelTitle>
        <form noValidate aria-labelledby="security-password" onSubmit={form.onSubmit}>
          <FieldStack>
            <TextField {...form.currentPassword} type="password" autoComplete="current-password" />
            <TextField
              {...form.newPassword}
              type="password"
              autoComplete="new-password"
              hint="At least 6 characters"
            />
            <FormAlert>{form.serverError}</FormAlert>
            <FormAlert tone="success">{form.successMessage}</FormAlert>
            <div>
              <SubmitButton busy={form.submitting} fullWidth={false}>
                Change Password
              </SubmitButton>
            </div>
          </FieldStack>
        </form>
      </S.Panel>
    </>
  );
}
