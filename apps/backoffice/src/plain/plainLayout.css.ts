import { vars } from '@backoffice/ui/base';
import { style } from '@vanilla-extract/css';

// The layouts of what shows before the first screen (the sign-in frame, the boot spinner, the full-page messages,
// the placeholder pages) as plain classes with the kit's tokens. The kit's Box and Stack would bring its runtime
// sprinkles and every layout atom's CSS to /login (about 5 KiB gzip, issue #22) for four fixed layouts.

/** The sign-in screens' frame (BareLayout): the card centred in a padded main. */
export const bareFrame = style({ display: 'flex', justifyContent: 'center', padding: vars.space['800'] });

/** The full-page spinner's frame. */
export const spinnerFrame = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['800'],
});

/** A full-page message: its heading, text and action in a padded column (FullPageMessage, DeploymentErrorPage). */
export const messageColumn = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['400'],
  padding: vars.space['800'],
});

/** A page's title over its text, as the kit's Stack lays it out (the placeholder and not-implemented pages). */
export const pageColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space['300'] });
