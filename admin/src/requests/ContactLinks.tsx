/** A traveller's phone number to tap to call, and a chat-app link. */
import { formatPhone } from '@travel/server/domain';
import ChatIcon from '@mui/icons-material/Chat';
import PhoneIcon from '@mui/icons-material/Phone';
import { IconButton, Link as MuiLink, Stack, Tooltip } from '@mui/material';
import type { CustomizationRequest } from '@travel/server/entities';
import { chatLink, telLink } from './phoneLinks.ts';

export const ContactLinks = ({ request }: { request: CustomizationRequest }) => (
  <Stack direction="row" alignItems="center" spacing={0.25} sx={{ whiteSpace: 'nowrap' }}>
    <MuiLink href={telLink(request.countryCode, request.mobileNumber)} underline="hover">
      {formatPhone(request)}
    </MuiLink>
    <Tooltip title="Call">
      <IconButton size="small" href={telLink(request.countryCode, request.mobileNumber)} aria-label={`Call ${request.username}`}>
        <PhoneIcon fontSize="small" />
      </IconButton>
    </Tooltip>
    <Tooltip title="Chat">
      <IconButton
        size="small"
        href={chatLink(request.countryCode, request.mobileNumber, request.username)}
        target="_blank"
        rel="noopener"
        aria-label={`Chat with ${request.username}`}
      >
        <ChatIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  </Stack>
);
