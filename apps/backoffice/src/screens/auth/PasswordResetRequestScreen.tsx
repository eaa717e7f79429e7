import { requestPasswordReset } from '@backoffice/api';
import { PageTitle } from '@backoffice/ui/base';
import { useState } from 'react';

import { reportServerError } from '../../config/errorReporting';
import { useI18n } from '../../i18n/I18nProvider';
import { PlainButton } from '../../plain/PlainButton';
import { PlainLink } from '../../plain/PlainLink';
import { PlainTextField } from '../../plain/PlainTextField';
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
    requestPasswordReset(client, email.trim(), locale, reportServerError),
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
          <PlainTextField
            name="email"
            type="email"
            autoComplete="username"
            label={LL.auth.email()}
            value={email}
            onChange={setEmail}
            isRequired
            errorMessage={tried && !email.trim() ? LL.form.required() : undefined}
          />
          <PlainButton type="submit" isPending={pending}>
            {LL.auth.resetRequestSubmit()}
          </PlainButton>
        </>
      )}
      <PlainLink href={pathFor('login')}>{LL.auth.backToLogin()}</PlainLink>
    </form>
  );
}
