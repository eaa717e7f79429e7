import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { routeNamed } from '../routing/routes';
import { pathOf } from './entityFormStories';
import { STORY_ACCOUNTS } from './ScreenStory';
import type { ScreenCheck } from './screenStories';
import { heading, labelled, screenMeta, screenStories } from './screenStories';
import { prefixed } from './storyGroups';

/**
 * The sign-in screens, seen signed out: the sign-in, the sign-in with a refresh token, and the password reset's
 * request and form. Each form is shown empty, then submitted empty (its required-field messages, focus on the
 * first invalid field); the error states show the platform refusing what was sent (a wrong password, a refresh
 * token or a reset link it does not know). None of them reads anything: `data` is empty, so `error` fails no
 * read, it is what the platform answers.
 */
const meta = { title: 'Screens/SignIn/Screens', ...screenMeta } satisfies Meta;

export default meta;

const login = routeNamed('login');
const loginToken = routeNamed('login-token');
const resetRequest = routeNamed('password-reset-request');
const reset = routeNamed('password-reset');

/** A refresh token, and a password reset link's token, that the sandbox never issued. */
const UNKNOWN_TOKEN = 'not-a-token';

/**
 * The platform's refusals, shown as it words them (packages/sandbox/src/auth.ts): the form shows any refusal but a
 * wrong password in the platform's own words, in every language.
 */
const REFUSED = {
  refreshToken: 'Invalid JWT Refresh Token',
  resetLink: 'The password reset link is invalid or has expired.',
} as const;

/** The screen's form, named as its heading says, under that heading. */
async function formOf(check: ScreenCheck, title: string, name = title): Promise<HTMLElement> {
  await heading(check, title);
  return check.screen.findByRole('form', { name });
}

/** A field of `form` by its label (the password inputs have no role to find them by), named by it alone. */
async function fieldOf(form: HTMLElement, label: string): Promise<HTMLElement> {
  const field = within(form).getByLabelText(labelled(label));
  await expect(field).toHaveAccessibleName(label);
  return field;
}

/**
 * Submits `form` empty with its `submit` button: each of `required` says it is required (tied to the field as
 * its description) and focus moves to the first of them.
 */
async function submitEmpty(
  { LL }: ScreenCheck,
  form: HTMLElement,
  submit: string,
  required: readonly HTMLElement[],
): Promise<void> {
  await userEvent.click(within(form).getByRole('button', { name: submit }));
  for (const field of required) {
    await waitFor(() => expect(field).toBeInvalid());
    await expect(field).toHaveAccessibleDescription(LL.form.required());
  }
  for (const message of within(form).getAllByText(LL.form.required())) await expect(message).toBeVisible();
  await waitFor(() => expect(required[0]).toHaveFocus());
}

/** The form's alert (the failure of what was sent), once it says `text`. */
async function formAlert(form: HTMLElement, text: string): Promise<void> {
  await expect(await within(form).findByRole('alert')).toHaveTextContent(text);
}

const stories = {
  ...prefixed(
    'Login',
    screenStories({
      path: login.path,
      role: null,
      data: [],
      states: {
        empty: async (check) => {
          const { LL } = check;
          const form = await formOf(check, LL.screens.login(), LL.auth.signInForm());
          const email = await fieldOf(form, LL.auth.email());
          const password = await fieldOf(form, LL.auth.password());
          await expect(
            within(form).getByRole('checkbox', { name: LL.auth.keepSignedIn() }),
          ).not.toBeChecked();
          await expect(within(form).getByRole('link', { name: LL.auth.forgotPassword() })).toBeVisible();
          await submitEmpty(check, form, LL.auth.signIn(), [email, password]);
        },
        // A demo account's address with a wrong password: the form says so and keeps what was typed.
        error: async (check) => {
          const { LL } = check;
          const form = await formOf(check, LL.screens.login(), LL.auth.signInForm());
          const email = await fieldOf(form, LL.auth.email());
          await userEvent.type(email, STORY_ACCOUNTS.admin);
          await userEvent.type(await fieldOf(form, LL.auth.password()), 'not-the-password');
          await userEvent.click(within(form).getByRole('button', { name: LL.auth.signIn() }));
          await formAlert(form, LL.auth.invalidCredentials());
          await expect(email).toHaveValue(STORY_ACCOUNTS.admin);
          await expect(within(form).getByRole('button', { name: LL.auth.signIn() })).toBeEnabled();
        },
      },
    }),
  ),
  ...prefixed(
    'Token',
    screenStories({
      // In `error` the sign-in link carries a refresh token the platform does not know.
      path: (_sandbox, state) =>
        state === 'error' ? `${loginToken.path}?refreshToken=${UNKNOWN_TOKEN}` : loginToken.path,
      role: null,
      data: [],
      states: {
        empty: async (check) => {
          const { LL } = check;
          const form = await formOf(check, LL.screens.loginToken(), LL.auth.tokenForm());
          const token = await fieldOf(form, LL.auth.refreshToken());
          await expect(token).toHaveValue('');
          await userEvent.click(within(form).getByRole('button', { name: LL.auth.signIn() }));
          await formAlert(form, LL.auth.missingRefreshToken());
        },
        // The link's token is tried at once and refused; it stays in the form, to try again.
        error: async (check) => {
          const { LL } = check;
          const form = await formOf(check, LL.screens.loginToken(), LL.auth.tokenForm());
          await formAlert(form, REFUSED.refreshToken);
          await expect(await fieldOf(form, LL.auth.refreshToken())).toHaveValue(UNKNOWN_TOKEN);
          await expect(within(form).getByRole('button', { name: LL.auth.signIn() })).toBeEnabled();
        },
      },
    }),
  ),
  ...prefixed(
    'ResetRequest',
    screenStories({
      path: resetRequest.path,
      role: null,
      data: [],
      states: {
        empty: async (check) => {
          const { LL } = check;
          const form = await formOf(check, LL.screens.passwordResetRequest());
          await expect(within(form).getByText(LL.auth.resetRequestIntro())).toBeVisible();
          const email = await fieldOf(form, LL.auth.email());
          await expect(within(form).getByRole('link', { name: LL.auth.backToLogin() })).toBeVisible();
          await submitEmpty(check, form, LL.auth.resetRequestSubmit(), [email]);
        },
      },
    }),
  ),
  ...prefixed(
    'Reset',
    screenStories({
      // The link of a reset e-mail the platform never sent.
      path: pathOf(reset.path, { token: UNKNOWN_TOKEN }),
      role: null,
      data: [],
      states: {
        empty: async (check) => {
          const { LL } = check;
          const form = await formOf(check, LL.screens.passwordReset());
          const password = await fieldOf(form, LL.auth.newPassword());
          await fieldOf(form, LL.auth.confirmPassword());
          await submitEmpty(check, form, LL.auth.resetSubmit(), [password]);
        },
        // Both passwords typed alike and sent: the platform refuses the link, and the form keeps what was typed.
        error: async (check) => {
          const { LL } = check;
          const form = await formOf(check, LL.screens.passwordReset());
          const password = await fieldOf(form, LL.auth.newPassword());
          await userEvent.type(password, 'Brand-new-9');
          await userEvent.type(await fieldOf(form, LL.auth.confirmPassword()), 'Brand-new-9');
          await userEvent.click(within(form).getByRole('button', { name: LL.auth.resetSubmit() }));
          await formAlert(form, REFUSED.resetLink);
          await expect(password).toHaveValue('Brand-new-9');
        },
      },
    }),
  ),
};

export const LoginEmptyEn = stories.LoginEmptyEn;
export const LoginEmptyHu = stories.LoginEmptyHu;
export const LoginErrorEn = stories.LoginErrorEn;
export const LoginErrorHu = stories.LoginErrorHu;
export const TokenEmptyEn = stories.TokenEmptyEn;
export const TokenEmptyHu = stories.TokenEmptyHu;
export const TokenErrorEn = stories.TokenErrorEn;
export const TokenErrorHu = stories.TokenErrorHu;
export const ResetRequestEmptyEn = stories.ResetRequestEmptyEn;
export const ResetRequestEmptyHu = stories.ResetRequestEmptyHu;
export const ResetEmptyEn = stories.ResetEmptyEn;
export const ResetEmptyHu = stories.ResetEmptyHu;
export const ResetErrorEn = stories.ResetErrorEn;
export const ResetErrorHu = stories.ResetErrorHu;
