import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/PageHeader';
import './accounts.css';

/** An account screen: the shell's header, an optional heading and text, then the form. */
export function Screen({
  title,
  heading,
  text,
  children,
}: {
  title: string;
  heading?: string;
  text?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="page">
      <PageHeader title={title} />
      <div className="acc-screen">
        {(heading || text) && (
          <div className="acc-intro">
            {heading && <h2 className="acc-intro__title">{heading}</h2>}
            {text && <p className="acc-intro__text">{text}</p>}
          </div>
        )}
        {children}
      </div>
    </main>
  );
}
