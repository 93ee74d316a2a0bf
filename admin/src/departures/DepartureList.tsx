/**
 * Departures of every trip (or of one: the trip filter), soonest first: dates, seats taken of
 * total, price and deposit per person, status; each with its bookings, its manifest and edit.
 */
import EditIcon from '@mui/icons-material/Edit';
import PeopleIcon from '@mui/icons-material/People';
import { Chip, Stack, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import { dateRangeText, departureStatuses, departureStatusLabels, formatRupees } from '@travel/server/domain';
import type { Departure, DepartureStatus } from '@travel/server/domain';
import {
  AutocompleteInput,
  Button,
  CreateButton,
  DataTable,
  Link,
  List,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useCreatePath,
  useListContext,
  useRecordContext,
} from 'react-admin';
import { ListErrorRetry } from '../layout/ListErrorRetry.tsx';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { bookingsOfDepartureSearch, newDepartureOfTripSearch } from './departureLinks.ts';
import { ManifestButton } from './ManifestButton.tsx';
import { SeatsSummary, seatsFilledText } from './SeatsSummary.tsx';

const Column = DataTable.Col<Departure>;

const statusColours: Record<DepartureStatus, 'success' | 'default' | 'error'> = { open: 'success', closed: 'default', cancelled: 'error' };

export const DepartureStatusChip = ({ status }: { status: DepartureStatus }) => (
  <Chip size="small" label={departureStatusLabels[status]} color={statusColours[status]} />
);

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
    <Stack direction="row" spacing={0.5}>
      <Button label="Edit" component={Link} to={createPath({ resource: 'departures', type: 'edit', id: departure.id })}>
        <EditIcon />
      </Button>
      <Button
        label="Bookings"
        component={Link}
        to={{ pathname: createPath({ resource: 'bookings', type: 'list' }), search: bookingsOfDepartureSearch(departure.id) }}
      >
        <PeopleIcon />
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
        <SimpleList<Departure>
          primaryText={<ReferenceField<Departure> source="tripId" reference="trips" link={false} />}
          secondaryText={(d) => `${dateRangeText(d.startDate, d.endDate)} · ${seatsFilledText(d)} seats taken`}
          tertiaryText={(departure) => departureStatusLabels[departure.status]}
          linkType="edit"
        />
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
            render={(d) => formatRupees(d.depositPerPerson)}
          />
          <Column source="status" label="Status" render={(d) => <DepartureStatusChip status={d.status} />} />
          <Column label="Actions" disableSort>
            <RowButtons />
          </Column>
        </DataTable>
      )}
    </List>
  );
};

export default DepartureList;
