/** The requests as cards on small screens, where a twelve-column table would not fit. */
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { formatDate, formatDateTime, tripTypeLabel } from '@travel/server/domain';
import type { CustomizationRequest } from '@travel/server/entities';
import type { ReactNode } from 'react';
import { RecordContextProvider, useListContext } from 'react-admin';
import { ContactLinks } from './ContactLinks.tsx';
import { countText } from './countText.ts';
import { HandledToggle } from './HandledToggle.tsx';

const Line = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ display: 'flex', gap: 1 }}>
    <Typography variant="body2" color="text.secondary" sx={{ minWidth: 72 }}>
      {label}
    </Typography>
    <Typography variant="body2" component="div">
      {children}
    </Typography>
  </Box>
);

export const RequestCards = ({ empty }: { empty: ReactNode }) => {
  const { data, isPending } = useListContext<CustomizationRequest>();
  if (isPending) return null;
  if (!data?.length) return <>{empty}</>;
  return (
    <Stack spacing={1.5} sx={{ p: 1 }}>
      {data.map((request) => (
        <RecordContextProvider key={request.id} value={request}>
          <Card variant="outlined" data-testid="request-card">
            <CardContent>
              <Stack direction="row" justifyContent="space-between" alignItems="flex-start" spacing={1}>
                <Box>
                  <Typography variant="subtitle1" component="h2" fontWeight={700}>
                    {request.username}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatDateTime(request.createdAt)}
                  </Typography>
                </Box>
                <Chip size="small" label={request.handled ? 'Handled' : 'Open'} color={request.handled ? 'default' : 'warning'} />
              </Stack>
              <ContactLinks request={request} />
              <Stack spacing={0.5} sx={{ mt: 1 }}>
                <Line label="Trip">
                  {request.preferredPlace}
                  {request.tripName ? ` (for the trip: ${request.tripName})` : ''}
                </Line>
                <Line label="Dates">
                  {formatDate(request.startDate)} - {formatDate(request.endDate)}
                </Line>
                <Line label="Party">
                  {countText(request.numberOfMembers, 'member')}: {countText(request.numberOfAdults ?? 0, 'adult')},{' '}
                  {countText(request.numberOfKids ?? 0, 'kid')}
                </Line>
                <Line label="Type">{tripTypeLabel(request.tripType)}</Line>
                {request.additionalNotes && <Line label="Notes">{request.additionalNotes}</Line>}
              </Stack>
              <Box sx={{ mt: 1.5 }}>
                <HandledToggle />
              </Box>
            </CardContent>
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
};
