/**
 * The same app importing Button from its own module instead of the barrel: the lower bound the barrel is
 * compared with. (A deep import is a lint error in app code; this file only measures.)
 */
import { createRoot } from 'react-dom/client';

import { Button } from '../../src/Button';

const container = document.getElementById('root');
if (container) createRoot(container).render(<Button>Save</Button>);
