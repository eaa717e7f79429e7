import { resetPassword } from '@backoffice/api';
import { Button, Link, PageTitle, TextInput } from '@backoffice/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';

import { useI18n } from '../../i18n/I18nProvider';
import { pathFor } from '../../routing/pathFor';
import type { ScreenProps } from '../screenTypes';
import { useServices } from '../../shell/services';
import { AuthError } from './AuthFields';
import { card } from './authForm.css';
import { useAuthFailure } from './useAuthFailure';

/** /password-reset/{token}: sets a new password with the token of the e-mail (POST /reset_password). */
export function PasswordResetScreen({ params }: ScreenProps) {
  const { LL } = useI18n();
  const { client } = useServices();
  const toFailure = useAuthFailure();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const differ = confirm !== password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!password || differ) return;
    setPending(true);
    setFailure(null);
    try {
      await resetPassword(client, { token: params.token ?? '', password }, (error) => console.error(error));
      setDone(true);
    } catch (error) {
      setFailure(toFailure(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className={card}
      onSubmit={(event) => void submit(event)}
      aria-label={LL.screens.passwordReset()}
      noValidate
    >
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
