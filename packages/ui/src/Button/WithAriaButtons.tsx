import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';

import type { AriaButtonRender } from './ariaButtonScope';
import { AriaButtonScope } from './ariaButtonScope';

const renderAriaButton: AriaButtonRender = (props) => <AriaButton {...props} />;

/**
 * Makes the kit's {@link Button}s and {@link IconButton}s inside it React Aria's buttons. Wrap a React Aria
 * container that gives its button props through React Aria's contexts (`DialogTrigger`, `FileTrigger`,
 * `TooltipTrigger`, a `Dialog`'s `slot="close"` button, a `GridListItem`): the kit's own overlays and uploads do
 * so already. Everywhere else the kit's buttons are native `<button>`s with the same behaviour.
 */
export function WithAriaButtons({ children }: { children: ReactNode }) {
  return <AriaButtonScope.Provider value={renderAriaButton}>{children}</AriaButtonScope.Provider>;
}
