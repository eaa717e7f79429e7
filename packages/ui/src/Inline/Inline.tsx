import type { BoxProps } from '../Box/Box';
import { Box } from '../Box/Box';
import type { Sprinkles } from '../theme/sprinkles.css';

/** Props of {@link Inline}. */
export interface InlineProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap'> {
  /**
   * Space between the children (a `space` token).
   * @default '200'
   */
  gap?: Sprinkles['gap'];
}

/** Lays its children out in a wrapping row, vertically centred, with token spacing. */
export function Inline({ gap = '200', alignItems = 'center', flexWrap = 'wrap', ...props }: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      gap={gap}
      alignItems={alignItems}
      flexWrap={flexWrap}
      {...props}
    />
  );
}
