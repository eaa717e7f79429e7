/** An app that imports only Button from the kit, through the package's barrel, and renders one. */
import { Button } from '@backoffice/ui';
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (container) createRoot(container).render(<Button>Save</Button>);
