import { requestPasswordReset } from '@backoffice/api';
import { Button, Link, PageTitle, TextInput } from '@backoffice/ui';
import { useState } from 'react';

import { useI18n } from '../../i18n/I18nProvider';
import { pathFor } from '../../routing/pathFor';
import { useServices } from '../../shell/services';
import { AuthError } from './AuthFields';
import { card } from './authForm.css';
import { useAuthSubmit } from './useAuthSubmit';

/** /password-reset/request: asks the platform to e-mail a reset link (POST /reset_password/request?lang=). */
export function PasswordResetRequestScreen() {
  const { LL, locale } = useI18n();
  const { client } = useServices();
  const [email, setEmail] = useState('');
  const {
    tried,
    pending,
    done: sent,
    failure,
    onSubmit,
  } = useAuthSubmit(email.trim() !== '', () =>
    requestPasswordReset(client, email.trim(), locale, (error) => console.error(error)),
  );

  return (
    <form className={card} onSubmit={onSubmit} aria-label={LL.screens.passwordResetRequest()} noValidate>
      <PageTitle appTitle={LL.app.title()}>{LL.screens.passwordResetRequest()}</PageTitle>
      {sent ? (
        <p role="status">{LL.auth.resetRequestSent()}</p>
      ) : (
        <>
          <p>{LL.auth.resetRequestIntro()}</p>
          <AuthError message={failure} />
          <TextInput
            name="email"
            type="email"
            autoComplete="username"
            label={LL.auth.email()}
            value={email}
            onChange={(value) => setEmail(value ?? '')}
            isRequired
            errorMessage={tried && !email.trim() ? LL.form.required() : undefined}
          />
          <Button type="submit" isPending={pending}>
            {LL.auth.resetRequestSubmit()}
          </Button>
        </>
      )}
      <Link variant="standalone" href={pathFor('login')}>
        {LL.auth.backToLogin()}
      </Link>
    </form>
  );
}
