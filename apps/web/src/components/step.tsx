import type { ReactNode } from 'react';

/** One numbered step of the page: a section titled by its heading. */
export function Step({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card step" aria-labelledby={id}>
      <h2 id={id} className="step-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
