/**
 * Departures of every trip (or of one: the trip filter), soonest first: dates, seats taken of
 * total, price and deposit per person, status; each with its bookings, its manifest and edit.
 */
import EditIcon from '@mui/icons-material/Edit';
import PeopleIcon from '@mui/icons-material/People';
import { Box, Button, Card, CardContent, Chip, Stack, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import {
  bookingTexts,
  dateRangeText,
  departureStateLabel,
  departureStatuses,
  departureStatusLabels,
  formatRupees,
} from '@travel/server/domain';
import type { DepartureStatus } from '@travel/server/domain';
import type { Departure } from '@travel/server/entities';
import {
  AutocompleteInput,
  CreateButton,
  DataTable,
  Link,
  List,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  RecordContextProvider,
  TopToolbar,
  useCreatePath,
  useListContext,
  useRecordContext,
} from 'react-admin';
import { ListErrorRetry } from '../layout/ListErrorRetry.tsx';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { bookingsOfDepartureSearch, newDepartureOfTripSearch } from './departureLinks.ts';
import { ManifestButton } from './ManifestButton.tsx';
import { SeatsSummary } from './SeatsSummary.tsx';

/** Inside the balance window bookings made today pay the whole price, not the deposit (domain due-now.ts): said beside it. */
const payInFullNote = (departure: Departure): string =>
  departure.dueNowPerPerson > departure.depositPerPerson ? ` · ${bookingTexts.newBookingsPayInFull}` : '';

const Column = DataTable.Col<Departure>;

const statusColours: Record<DepartureStatus, 'success' | 'default' | 'error'> = { open: 'success', closed: 'default', cancelled: 'error' };

export const DepartureStatusChip = ({ departure }: { departure: Pick<Departure, 'status' | 'seatsLeft'> }) => {
  const soldOut = departure.status === 'open' && departure.seatsLeft <= 0;
  return <Chip size="small" label={departureStateLabel(departure)} color={soldOut ? 'warning' : statusColours[departure.status]} />;
};

/** The departures as cards on phones: trip, dates, seats, price, state, and every action, none hidden. */
const DepartureCards = () => {
  const { data, isPending } = useListContext<Departure>();
  if (isPending || !data) return null;
  return (
    <Stack spacing={1.5} sx={{ p: 1 }}>
      {data.map((departure) => (
        <RecordContextProvider key={departure.id} value={departure}>
          <Card variant="outlined" data-testid="departure-card">
            <CardContent>
              <Stack direction="row" justifyContent="space-between" alignItems="flex-start" spacing={1}>
                <Typography variant="subtitle1" component="h2" fontWeight={700} sx={{ overflowWrap: 'anywhere' }}>
                  <ReferenceField<Departure> source="tripId" reference="trips" link={false} />
                </Typography>
                <DepartureStatusChip departure={departure} />
              </Stack>
              <Typography variant="body2">{dateRangeText(departure.startDate, departure.endDate)}</Typography>
              <SeatsSummary departure={departure} compact />
              <Typography variant="body2" color="text.secondary">
                {formatRupees(departure.pricePerPerson)} per person · deposit {formatRupees(departure.depositPerPerson)}
                {payInFullNote(departure)}
              </Typography>
              <Box sx={{ mt: 1 }}>
                <RowButtons />
              </Box>
            </CardContent>
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
};

const departureFilters = [
  <ReferenceInput key="tripId" source="tripId" reference="trips" alwaysOn sort={{ field: 'place', order: 'ASC' }}>
    <AutocompleteInput label="Trip" optionText="place" filterToQuery={(q) => ({ q })} sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    alwaysOn
    emptyText="All"
    choices={departureStatuses.map((status) => ({ id: status, name: departureStatusLabels[status] }))}
  />,
];

const DepartureActions = () => {
  const { filterValues } = useListContext();
  const createPath = useCreatePath();
  const tripId = typeof filterValues.tripId === 'string' ? filterValues.tripId : null;
  const pathname = createPath({ resource: 'departures', type: 'create' });
  return (
    <TopToolbar>
      <CreateButton label="Add Departure" to={{ pathname, search: tripId ? newDepartureOfTripSearch(tripId) : '' }} />
    </TopToolbar>
  );
};

const RowButtons = () => {
  const departure = useRecordContext<Departure>();
  const createPath = useCreatePath();
  if (!departure) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {/* Labelled at every width: react-admin's Button is a bare icon on phones. */}
      <Button
        size="small"
        startIcon={<EditIcon />}
        component={Link}
        to={createPath({ resource: 'departures', type: 'edit', id: departure.id })}
      >
        Edit
      </Button>
      <Button
        size="small"
        startIcon={<PeopleIcon />}
        component={Link}
        to={{ pathname: createPath({ resource: 'bookings', type: 'list' }), search: bookingsOfDepartureSearch(departure.id) }}
      >
        Bookings
      </Button>
      <ManifestButton departure={departure} />
    </Stack>
  );
};

const TripPlace = () => <ReferenceField<Departure> source="tripId" reference="trips" link="edit" />;

const DepartureList = () => {
  usePageTitle('Departures');
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List
      title="Departures"
      sort={{ field: 'startDate', order: 'ASC' }}
      perPage={25}
      filters={departureFilters}
      actions={<DepartureActions />}
      error={<ListErrorRetry />}
    >
      {small ? (
        <DepartureCards />
      ) : (
        <DataTable<Departure> bulkActionButtons={false} rowClick={false}>
          <Column source="tripId" label="Trip" disableSort render={() => <TripPlace />} />
          <Column source="startDate" label="Dates" render={(d) => dateRangeText(d.startDate, d.endDate)} />
          <Column source="seatsTotal" label="Seats" render={(d) => <SeatsSummary departure={d} compact />} />
          <Column source="pricePerPerson" label="Price / person" align="right" disableSort render={(d) => formatRupees(d.pricePerPerson)} />
          <Column
            source="depositPerPerson"
            label="Deposit / person"
            align="right"
            disableSort
            render={(d) => `${formatRupees(d.depositPerPerson)}${payInFullNote(d)}`}
          />
          <Column source="status" label="Status" render={(d) => <DepartureStatusChip departure={d} />} />
          <Column label="Actions" disableSort>
            <RowButtons />
          </Column>
        </DataTable>
      )}
    </List>
  );
};

export default DepartureList;
