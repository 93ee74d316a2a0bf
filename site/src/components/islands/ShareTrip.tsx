/**
 * Share a trip: the browser's share sheet (Web Share API) where there is one,
 * otherwise a WhatsApp link carrying the trip's address. The server renders the WhatsApp link, so
 * it works before (and without) hydration.
 */
import { useEffect, useState } from 'react';
import { whatsappLink } from '@travel/server/domain';
import { shareLabelsEn } from '../../i18n/share-en.ts';

interface Props {
  title: string;
  url: string;
  labels?: typeof shareLabelsEn;
}

export const whatsappShareLink = (title: string, url: string): string => whatsappLink(`${title} ${url}`);

export default function ShareTrip({ title, url, labels = shareLabelsEn }: Props) {
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator !== 'undefined' && typeof navigator.share === 'function'), []);

  if (canShare) {
    const share = () => {
      // A cancelled share sheet rejects: nothing to tell the traveller.
      navigator.share({ title, url }).catch(() => undefined);
    };
    return (
      <button type="button" className="btn btn-outline share-trip" onClick={share}>
        {labels.share}
      </button>
    );
  }
  return (
    <a className="btn btn-outline share-trip" href={whatsappShareLink(title, url)} target="_blank" rel="noopener noreferrer">
      {labels.whatsApp}
    </a>
  );
}
