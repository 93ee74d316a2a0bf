/**
 * Bookings in the style of react-admin's demo orders: status tabs with counts, filters (search by
 * reference, name or mobile; trip; departure; departure and booking dates), CSV export; a row
 * opens the booking.
 */
import { Box, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import {
  bookingStatusLabels,
  bookingTexts,
  formatDate,
  formatDateTime,
  formatPhone,
  formatRupees,
  leadTravellerName,
  overdueInstalmentText,
} from '@travel/server/domain';
import type { Booking, Departure } from '@travel/server/entities';
import {
  AutocompleteInput,
  DataTable,
  DateInput,
  ExportButton,
  FilterButton,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SimpleList,
  TopToolbar,
  useListContext,
} from 'react-admin';
import { ListErrorRetry } from '../layout/ListErrorRetry.tsx';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { countText } from '../requests/countText.ts';
import { bookingExporter } from './bookingExporter.ts';
import { BookingStatusChip } from './BookingStatusChip.tsx';
import { BookingStatusTabs } from './BookingStatusTabs.tsx';
import { isOverdueFilter } from './bookingTabs.ts';

const Column = DataTable.Col<Booking>;

const departureText = (departure: Departure) => formatDate(departure.startDate);

const bookingFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Reference, name or mobile" />,
  <ReferenceInput key="tripId" source="tripId" reference="trips" alwaysOn sort={{ field: 'place', order: 'ASC' }}>
    <AutocompleteInput label="Trip" optionText="place" filterToQuery={(q) => ({ q })} sx={{ minWidth: 200 }} />
  </ReferenceInput>,
  <ReferenceInput key="departureId" source="departureId" reference="departures" sort={{ field: 'startDate', order: 'ASC' }} perPage={100}>
    <AutocompleteInput label="Departure" optionText={departureText} sx={{ minWidth: 180 }} />
  </ReferenceInput>,
  <DateInput key="startDateFrom" source="startDateFrom" label="Departs from" />,
  <DateInput key="startDateTo" source="startDateTo" label="Departs until" />,
  <DateInput key="createdFrom" source="createdFrom" label="Booked from" />,
  <DateInput key="createdTo" source="createdTo" label="Booked until" />,
];

const BookingActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportButton label="Export CSV" />
  </TopToolbar>
);

/** The departure's start date, linking to the departure. */
const DepartureDate = () => (
  <ReferenceField<Booking, Departure>
    source="departureId"
    reference="departures"
    link="edit"
    render={({ referenceRecord }) => formatDate(referenceRecord?.startDate)}
  />
);

const LeadTraveller = ({ booking }: { booking: Booking }) => (
  <Box sx={{ whiteSpace: 'nowrap' }}>
    <Typography variant="body2">{leadTravellerName(booking)}</Typography>
    <Typography variant="caption" color="text.secondary">
      {formatPhone(booking.user)}
    </Typography>
  </Box>
);

const NoBookings = () => (
  <Box sx={{ textAlign: 'center', py: 6, width: '100%' }}>
    <Typography color="text.secondary">No bookings here</Typography>
  </Box>
);

/** On the Overdue tab: each overdue instalment, what is left of it and since when. */
const OverdueInstalments = ({ booking }: { booking: Booking }) => (
  <Box data-testid="overdue-instalments">
    {(booking.instalments ?? [])
      .filter((instalment) => instalment.status === 'overdue')
      .map((instalment) => (
        <Typography key={instalment.n} variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {overdueInstalmentText(instalment)}
        </Typography>
      ))}
  </Box>
);

const BookingRows = () => {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const onOverdue = isOverdueFilter((useListContext<Booking>().filterValues as Record<string, unknown>).overdue);
  if (small) {
    return (
      <SimpleList<Booking>
        primaryText={(booking) => `${booking.reference} · ${leadTravellerName(booking)}`}
        secondaryText={(booking) => (
          // The trip and its date first, as the table's Trip and Departure columns: what a booking is for.
          <>
            <Box component="span" sx={{ display: 'block' }} data-testid="booking-row-trip">
              {booking.place} · {formatDate(booking.startDate)}
            </Box>
            {countText(booking.seats, 'seat')} · {formatRupees(booking.amountPaid)} paid of {formatRupees(booking.totalAmount)}
          </>
        )}
        tertiaryText={(booking) => (onOverdue ? <OverdueInstalments booking={booking} /> : bookingStatusLabels[booking.status])}
        linkType="show"
        empty={<NoBookings />}
      />
    );
  }
  return (
    <DataTable<Booking> bulkActionButtons={false} rowClick="show" empty={<NoBookings />}>
      <Column source="reference" label="Reference" render={(b) => <strong>{b.reference}</strong>} />
      <Column source="createdAt" label="Booked" render={(b) => formatDateTime(b.createdAt)} />
      <Column source="tripId" label="Trip" disableSort>
        <ReferenceField<Booking> source="tripId" reference="trips" link={false} />
      </Column>
      <Column source="departureId" label="Departure" disableSort render={() => <DepartureDate />} />
      <Column source="user" label="Lead traveller" disableSort render={(b) => <LeadTraveller booking={b} />} />
      <Column source="seats" label="Seats" align="right" />
      <Column source="totalAmount" label={bookingTexts.total} align="right" disableSort render={(b) => formatRupees(b.totalAmount)} />
      <Column source="amountPaid" label="Paid" align="right" disableSort render={(b) => formatRupees(b.amountPaid)} />
      <Column source="balanceDue" label="Balance" align="right" disableSort render={(b) => formatRupees(b.balanceDue)} />
      {onOverdue ? <Column source="instalments" label="Overdue" disableSort render={(b) => <OverdueInstalments booking={b} />} /> : null}
      <Column source="status" label="Status" render={(b) => <BookingStatusChip status={b.status} />} />
    </DataTable>
  );
};

const BookingList = () => {
  usePageTitle('Bookings');
  return (
    <List
      title="Bookings"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      filters={bookingFilters}
      actions={<BookingActions />}
      exporter={bookingExporter}
      error={<ListErrorRetry />}
      empty={false}
    >
      <BookingStatusTabs />
      <BookingRows />
    </List>
  );
};

export default BookingList;
