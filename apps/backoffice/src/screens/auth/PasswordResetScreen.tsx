import { resetPassword } from '@backoffice/api';
import { PageTitle } from '@backoffice/ui/base';
import { useState } from 'react';

import { reportServerError } from '../../config/errorReporting';
import { useI18n } from '../../i18n/I18nProvider';
import { PlainButton } from '../../plain/PlainButton';
import { PlainLink } from '../../plain/PlainLink';
import { PlainTextField } from '../../plain/PlainTextField';
import { pathFor } from '../../routing/pathFor';
import { useServices } from '../../shell/services';
import type { ScreenProps } from '../screenTypes';
import { AuthError } from './AuthFields';
import { card } from './authForm.css';
import { useAuthSubmit } from './useAuthSubmit';

/** /password-reset/{token}: sets a new password with the token of the e-mail (POST /reset_password). */
export function PasswordResetScreen({ params }: ScreenProps) {
  const { LL } = useI18n();
  const { client } = useServices();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const differ = confirm !== password;
  const { tried, pending, done, failure, onSubmit } = useAuthSubmit(password !== '' && !differ, () =>
    resetPassword(client, { token: params.token ?? '', password }, reportServerError),
  );

  return (
    <form className={card} onSubmit={onSubmit} aria-label={LL.screens.passwordReset()} noValidate>
      <PageTitle appTitle={LL.app.title()}>{LL.screens.passwordReset()}</PageTitle>
      {done ? (
        <p role="status">{LL.auth.resetDone()}</p>
      ) : (
        <>
          <AuthError message={failure} />
          <PlainTextField
            name="password"
            type="password"
            autoComplete="new-password"
            label={LL.auth.newPassword()}
            value={password}
            onChange={setPassword}
            isRequired
            errorMessage={tried && !password ? LL.form.required() : undefined}
          />
          <PlainTextField
            name="confirm"
            type="password"
            autoComplete="new-password"
            label={LL.auth.confirmPassword()}
            value={confirm}
            onChange={setConfirm}
            isRequired
            errorMessage={tried && differ ? LL.auth.passwordsDiffer() : undefined}
          />
          <PlainButton type="submit" isPending={pending}>
            {LL.auth.resetSubmit()}
          </PlainButton>
        </>
      )}
      <PlainLink href={pathFor('login')}>{LL.auth.backToLogin()}</PlainLink>
    </form>
  );
}
