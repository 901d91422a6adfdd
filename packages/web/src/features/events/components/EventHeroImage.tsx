import { useState } from 'react';

/** The event page's image; left out when it cannot be loaded. */
export function EventHeroImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <img className="event-hero__image" src={src} alt="" onError={() => setFailed(true)} />;
}
