import { useState } from 'react';

/** The event's first image, or its initial on the brand gradient when there is none (or it fails). */
export function EventArt({ src, title, className }: { src: string | undefined; title: string; className: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={className} aria-hidden="true">
      {src && !failed ? (
        <img src={src} alt="" loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <span>{title.slice(0, 1)}</span>
      )}
    </div>
  );
}
