/**
 * The floating, closable chat-app button (docs/product.md#users): a deep link with the prefilled greeting. Visitors
 * may use it (issue 12 item 2: the click block lets it through).
 */
import { useState } from 'react';

interface Props {
  href: string;
}

/** WhatsApp's logo (one SVG path), kept in pieces so no line runs past the width limit. */
const WHATSAPP_PATH = [
  'M16 3a13 13 0 0 0-11.2 19.6L3 29l6.6-1.7A13 13 0 1 0 16 3zm0 23.6c-2 0-4-.6-5.7-1.6',
  'l-.4-.2-3.9 1 1-3.8-.3-.4A10.6 10.6 0 1 1 16 26.6zm5.8-7.9c-.3-.2-1.9-.9-2.2-1-.3-.1-.5-.2-.7.2',
  'l-1 1.2c-.2.2-.4.2-.7.1a8.7 8.7 0 0 1-4.3-3.8c-.3-.6.3-.5.9-1.7.1-.2 0-.4 0-.6l-1-2.3',
  'c-.3-.6-.5-.5-.7-.5h-.6',
  'a1.2 1.2 0 0 0-.9.4 3.6 3.6 0 0 0-1.1 2.7 6.3 6.3 0 0 0 1.3 3.3 14.4 14.4 0 0 0 5.5 4.9',
  'c2 .9 2.9.9 3.9.8.6-.1 1.9-.8 2.2-1.5.3-.7.3-1.4.2-1.5-.1-.1-.3-.2-.6-.4z',
].join('');

export default function ChatButton({ href }: Props) {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <div className="chat-float" data-visitor-allowed>
      <a className="chat-link" href={href} target="_blank" rel="noopener noreferrer" aria-label="Chat with us on WhatsApp">
        <svg aria-hidden="true" width="30" height="30" viewBox="0 0 32 32">
          <path fill="#fff" d={WHATSAPP_PATH} />
        </svg>
      </a>
      <button type="button" className="chat-close" aria-label="Close chat button" onClick={() => setClosed(true)}>
        ×
      </button>
    </div>
  );
}
