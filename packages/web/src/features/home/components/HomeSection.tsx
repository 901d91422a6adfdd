import type { ReactNode } from 'react';

/** A titled section of the home page; later issues put events and merch in them. */
export function HomeSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="section">
      <h2 className="section__title">{title}</h2>
      {children}
    </section>
  );
}
