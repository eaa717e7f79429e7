import type { BoxProps } from '../Box/Box';
import { Box } from '../Box/Box';
import type { Sprinkles } from '../theme/sprinkles.css';

/** Props of {@link Stack}. */
export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap'> {
  /**
   * Space between the children (a `space` token).
   * @default '300'
   */
  gap?: Sprinkles['gap'];
}

/** Lays its children out in a column with token spacing. */
export function Stack({ gap = '300', ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={gap} {...props} />;
}
