/**
 * Beyond SPEC: customization requests, newest first, with the traveller, phone (tap to call, chat
 * link), trip, dates, party, type and notes; filterable by text, state and type; marked handled.
 */
import ChatIcon from '@mui/icons-material/Chat';
import PhoneIcon from '@mui/icons-material/Phone';
import { Box, Chip, IconButton, Link as MuiLink, Stack, Tooltip, Typography } from '@mui/material';
import { formatDate, formatDateTime, tripTypeLabel } from '@travel/server/domain';
import type { CustomizationRequest } from '@travel/server/domain';
import { DataTable, List, Pagination, SearchInput, SelectInput, TopToolbar, SortButton } from 'react-admin';
import { ListErrorRetry } from '../layout/ListErrorRetry.tsx';
import { listQueryOptions } from '../layout/queryOptions.ts';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { chatLink, telLink } from './contactLinks.ts';
import { HandledToggle } from './HandledToggle.tsx';

/** Columns typed with the request record. */
const Column = DataTable.Col<CustomizationRequest>;

const requestFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name, phone, place" />,
  <SelectInput
    key="handled"
    source="handled"
    label="State"
    alwaysOn
    emptyText="All"
    choices={[
      { id: 'false', name: 'Open' },
      { id: 'true', name: 'Handled' },
    ]}
  />,
  <SelectInput
    key="type"
    source="type"
    label="Kind"
    emptyText="All"
    choices={[
      { id: 'trip_customization', name: 'For a trip' },
      { id: 'general_customization', name: 'General' },
    ]}
  />,
];

const NoRequests = () => (
  <Box sx={{ textAlign: 'center', py: 8, width: '100%' }}>
    <Typography variant="h6" color="text.secondary">
      No customization requests yet
    </Typography>
  </Box>
);

const Contact = ({ request }: { request: CustomizationRequest }) => (
  <Stack direction="row" alignItems="center" spacing={0.5} sx={{ whiteSpace: 'nowrap' }}>
    <MuiLink href={telLink(request.countryCode, request.mobileNumber)} underline="hover">
      +{request.countryCode} {request.mobileNumber}
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

const RequestList = () => {
  usePageTitle('Customization Requests');
  return (
    <List
      title="Customization Requests"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      filters={requestFilters}
      actions={
        <TopToolbar>
          <SortButton fields={['createdAt', 'startDate']} label="Sort" />
        </TopToolbar>
      }
      empty={<NoRequests />}
      error={<ListErrorRetry />}
      queryOptions={listQueryOptions}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
    >
      <DataTable<CustomizationRequest> bulkActionButtons={false} rowClick={false} empty={<NoRequests />}>
        <Column source="createdAt" label="Received" render={(r) => formatDateTime(r.createdAt)} />
        <Column source="username" label="Traveller" disableSort render={(r) => (
          <>
            <Typography variant="body2" fontWeight={600}>
              {r.username}
            </Typography>
            {r.email && (
              <Typography variant="caption" color="text.secondary">
                {r.email}
              </Typography>
            )}
          </>
        )} />
        <Column source="mobileNumber" label="Phone" disableSort render={(r) => <Contact request={r} />} />
        <Column source="tripName" label="Trip" disableSort render={(r) => r.tripName ?? 'General request'} />
        <Column source="preferredPlace" label="Destination" disableSort />
        <Column source="startDate" label="Dates" render={(r) => `${formatDate(r.startDate)} - ${formatDate(r.endDate)}`} />
        <Column source="numberOfMembers" label="Members" disableSort align="right" />
        <Column source="numberOfAdults" label="Adults" disableSort align="right" render={(r) => r.numberOfAdults ?? 0} />
        <Column source="numberOfKids" label="Kids" disableSort align="right" render={(r) => r.numberOfKids ?? 0} />
        <Column source="tripType" label="Type" disableSort render={(r) => tripTypeLabel(r.tripType)} />
        <Column source="additionalNotes" label="Notes" disableSort render={(r) => (
          <Typography variant="body2" sx={{ minWidth: 160, maxWidth: 280, whiteSpace: 'pre-line' }}>
            {r.additionalNotes || '—'}
          </Typography>
        )} />
        <Column source="handled" label="State" disableSort render={(r) => (
          <Stack spacing={0.5} alignItems="flex-start">
            <Chip size="small" label={r.handled ? 'Handled' : 'Open'} color={r.handled ? 'default' : 'warning'} />
            <HandledToggle />
          </Stack>
        )} />
      </DataTable>
    </List>
  );
};

export default RequestList;
