import { resetPassword } from '@backoffice/api';
import { Button, Link, PageTitle, TextInput } from '@backoffice/ui';
import { useState } from 'react';

import { useI18n } from '../../i18n/I18nProvider';
import { pathFor } from '../../routing/pathFor';
import type { ScreenProps } from '../screenTypes';
import { useServices } from '../../shell/services';
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
    resetPassword(client, { token: params.token ?? '', password }, (error) => console.error(error)),
  );

  return (
    <form className={card} onSubmit={onSubmit} aria-label={LL.screens.passwordReset()} noValidate>
      <PageTitle appTitle={LL.app.title()}>{LL.screens.passwordReset()}</PageTitle>
      {done ? (
        <p role="status">{LL.auth.resetDone()}</p>
      ) : (
        <>
          <AuthError message={failure} />
          <TextInput
            name="password"
            type="password"
            autoComplete="new-password"
            label={LL.auth.newPassword()}
            value={password}
            onChange={(value) => setPassword(value ?? '')}
            isRequired
            errorMessage={tried && !password ? LL.form.required() : undefined}
          />
          <TextInput
            name="confirm"
            type="password"
            autoComplete="new-password"
            label={LL.auth.confirmPassword()}
            value={confirm}
            onChange={(value) => setConfirm(value ?? '')}
            isRequired
            errorMessage={tried && differ ? LL.auth.passwordsDiffer() : undefined}
          />
          <Button type="submit" isPending={pending}>
            {LL.auth.resetSubmit()}
          </Button>
        </>
      )}
      <Link variant="standalone" href={pathFor('login')}>
        {LL.auth.backToLogin()}
      </Link>
    </form>
  );
}
