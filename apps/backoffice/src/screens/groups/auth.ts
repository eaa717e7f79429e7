import { LoginScreen } from '../auth/LoginScreen';
import { LoginTokenScreen } from '../auth/LoginTokenScreen';
import { PasswordResetRequestScreen } from '../auth/PasswordResetRequestScreen';
import { PasswordResetScreen } from '../auth/PasswordResetScreen';
import type { ScreenMap } from '../screenTypes';

/** The sign-in screens (one lazily loaded chunk). */
export const screens: ScreenMap = {
  login: LoginScreen,
  'login-token': LoginTokenScreen,
  'password-reset-request': PasswordResetRequestScreen,
  'password-reset': PasswordResetScreen,
};
