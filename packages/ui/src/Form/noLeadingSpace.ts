import { hasNoLeadingSpace } from '@backoffice/domain';

import type { FieldRule } from './types';

/**
 * Field rule: the text must not start with a space (spec). Empty passes; being required is another rule.
 *
 * @example <TextField name="name" label="Name" rules={[noLeadingSpace]} />
 */
export const noLeadingSpace: FieldRule<string | null> = (value) => hasNoLeadingSpace(value);
