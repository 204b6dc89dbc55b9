import type { ReactNode } from 'react';
import { LiveFieldset } from '@/components/live-fieldset';

/**
 * One numbered step of the page: a section titled by its heading. Its controls (a week's select,
 * Add to Cart, the payment choice) are live once the app has taken over a page the server
 * rendered, like a form's (docs/decisions/0058).
 */
export function Step({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card step" aria-labelledby={id}>
      <h2 id={id} className="step-title">
        {title}
      </h2>
      <LiveFieldset>{children}</LiveFieldset>
    </section>
  );
}
