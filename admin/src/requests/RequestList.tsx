/**
 * Beyond the specification (docs/product.md#beyond-the-specification): customization requests, newest first, with the traveller, phone (tap
 * to call, chat link), trip, dates, party, type and notes; filterable by text, state and type; marked handled.
 */
import { Box, Chip, Stack, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import { exportDate, exportPhone, formatDate, formatDateTime, tripTypeLabel } from '@travel/server/domain';
import type { CustomizationRequest } from '@travel/server/entities';
import { DataTable, ExportButton, List, Pagination, SearchInput, SelectInput, TopToolbar, SortButton } from 'react-admin';
import { BulkActions } from '../layout/BulkActions.tsx';
import { csvExporter } from '../layout/csvExporter.ts';
import { FilteredEmpty } from '../layout/FilteredEmpty.tsx';
import { ListErrorRetry } from '../layout/ListErrorRetry.tsx';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { ContactLinks } from './ContactLinks.tsx';
import { countText } from './countText.ts';
import { RequestCards } from './RequestCards.tsx';
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
    alwaysOn
    emptyText="All"
    choices={[
      { id: 'trip_customization', name: 'For a trip' },
      { id: 'general_customization', name: 'General' },
    ]}
  />,
];

const requestExporter = csvExporter<CustomizationRequest>('customization-requests', (r) => ({
  Received: exportDate(r.createdAt),
  State: r.handled ? 'Handled' : 'Open',
  Traveller: r.username,
  Mobile: exportPhone(r),
  'E-mail': r.email ?? '',
  'Preferred place': r.preferredPlace,
  Trip: r.tripName ?? '',
  'Start date': exportDate(r.startDate),
  'End date': exportDate(r.endDate),
  Members: r.numberOfMembers,
  Adults: r.numberOfAdults ?? '',
  Kids: r.numberOfKids ?? '',
  'Trip type': r.tripType ? tripTypeLabel(r.tripType) : '',
  Notes: r.additionalNotes ?? '',
}));

const NoRequests = () => (
  <Box sx={{ textAlign: 'center', py: 8, width: '100%' }}>
    <Typography variant="h6" component="p" color="text.secondary">
      No customization requests yet
    </Typography>
  </Box>
);

const RequestList = () => {
  usePageTitle('Customization Requests');
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List
      title="Requests"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      filters={requestFilters}
      actions={
        <TopToolbar>
          <SortButton fields={['createdAt', 'startDate', 'handled']} label="Sort" />
          <ExportButton />
        </TopToolbar>
      }
      empty={<NoRequests />}
      exporter={requestExporter}
      error={<ListErrorRetry />}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
    >
      {small ? (
        <RequestCards
          empty={
            <FilteredEmpty>
              <NoRequests />
            </FilteredEmpty>
          }
        />
      ) : (
        <DataTable<CustomizationRequest>
          bulkActionButtons={<BulkActions noun="requests" />}
          rowClick={false}
          empty={
            <FilteredEmpty>
              <NoRequests />
            </FilteredEmpty>
          }
        >
          {/* State and 'Mark handled' come first so they are on screen at 1280 px. */}
          <Column
            source="handled"
            label="State"
            render={(r) => (
              <Stack spacing={0.5} alignItems="flex-start">
                <Chip size="small" label={r.handled ? 'Handled' : 'Open'} color={r.handled ? 'default' : 'warning'} />
                <HandledToggle />
              </Stack>
            )}
          />
          <Column source="createdAt" label="Received" render={(r) => formatDateTime(r.createdAt)} />
          <Column
            source="username"
            label="Traveller"
            render={(r) => (
              <Stack spacing={0.25}>
                <Typography variant="body2" fontWeight={600}>
                  {r.username}
                </Typography>
                <ContactLinks request={r} />
                {r.email && (
                  <Typography variant="caption" color="text.secondary">
                    {r.email}
                  </Typography>
                )}
              </Stack>
            )}
          />
          <Column
            source="preferredPlace"
            label="Trip"
            render={(r) => (
              <>
                <Typography variant="body2" sx={{ minWidth: 120 }}>
                  {r.preferredPlace}
                </Typography>
                <Typography variant="caption" color="text.secondary" display="block">
                  {r.tripName ? `For the trip: ${r.tripName}` : 'General request'}
                </Typography>
                {/* Notes under the trip, three lines at most, so the table fits 1280 px. */}
                {r.additionalNotes && (
                  <Typography
                    variant="caption"
                    title={r.additionalNotes}
                    sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', maxWidth: 260 }}
                  >
                    Notes: {r.additionalNotes}
                  </Typography>
                )}
              </>
            )}
          />
          <Column
            source="startDate"
            label="Dates"
            render={(r) => (
              <Box sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(r.startDate)} -<br />
                {formatDate(r.endDate)}
              </Box>
            )}
          />
          <Column
            source="numberOfMembers"
            label="Party"
            disableSort
            render={(r) => (
              <Box sx={{ whiteSpace: 'nowrap' }}>
                {countText(r.numberOfMembers, 'member')}
                <Typography variant="caption" color="text.secondary" display="block">
                  {[
                    r.numberOfAdults != null && countText(r.numberOfAdults, 'adult'),
                    r.numberOfKids != null && countText(r.numberOfKids, 'kid'),
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </Typography>
              </Box>
            )}
          />
          <Column source="tripType" label="Type" disableSort render={(r) => tripTypeLabel(r.tripType)} />
        </DataTable>
      )}
    </List>
  );
};

export default RequestList;
