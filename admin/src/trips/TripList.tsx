/**
 * docs/product.md#screens Manage Trips: a card grid ('No trips found' when empty, the error with Retry), and beyond
 * the specification (docs/product.md#beyond-the-specification) a search by place, sorting by price or date, and a table view (remembered
 * per browser).
 */
import GridViewIcon from '@mui/icons-material/GridView';
import TableRowsIcon from '@mui/icons-material/TableRows';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState } from 'react';
import { CreateButton, ExportButton, List, Pagination, SearchInput, SortButton, TopToolbar, useStore } from 'react-admin';
import { daysText, exportDate, placeText } from '@travel/server/domain';
import { csvExporter } from '../layout/csvExporter.ts';
import type { Trip } from '@travel/server/entities';
import { ListErrorRetry } from '../layout/ListErrorRetry.tsx';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { NoTripsFound } from './NoTripsFound.tsx';
import { TripCardGrid } from './TripCardGrid.tsx';
import { TripDetailsDialog } from './TripDetailsDialog.tsx';
import { TripTable } from './TripTable.tsx';

type TripView = 'cards' | 'table';

const TripListActions = ({ view, onViewChange }: { view: TripView; onViewChange: (view: TripView) => void }) => (
  <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
    <SortButton fields={['createdAt', 'price', 'date', 'place']} label="Sort" />
    <ToggleButtonGroup
      size="small"
      exclusive
      value={view}
      onChange={(_, next: TripView | null) => next && onViewChange(next)}
      aria-label="Trip view"
    >
      <ToggleButton value="cards" aria-label="Card view">
        <GridViewIcon fontSize="small" />
      </ToggleButton>
      <ToggleButton value="table" aria-label="Table view">
        <TableRowsIcon fontSize="small" />
      </ToggleButton>
    </ToggleButtonGroup>
    <ExportButton />
    <CreateButton label="Add Trip" />
  </TopToolbar>
);

const tripExporter = csvExporter<Trip>('trips', (trip) => ({
  Destination: placeText(trip.place),
  'Price (INR)': trip.price,
  Duration: daysText(trip.days),
  'Departure date': trip.date ?? '',
  'Start date': exportDate(trip.startDate),
  'End date': exportDate(trip.endDate),
  'Group size': trip.groupSize ?? '',
  Images: trip.images.length,
  Video: trip.video ?? '',
  'Itinerary PDF': trip.itineraryPdf ?? '',
  'Booking sheet': trip.googleSheetUrl,
  Created: exportDate(trip.createdAt),
  Id: trip.id,
}));

const tripFilters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search by place" />];

const TripList = () => {
  usePageTitle('Manage Trips');
  const [view, setView] = useStore<TripView>('trips.view', 'cards');
  const [viewing, setViewing] = useState<Trip | null>(null);
  return (
    <>
      <List
        title="Manage Trips"
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={24}
        filters={tripFilters}
        actions={<TripListActions view={view} onViewChange={setView} />}
        empty={<NoTripsFound />}
        exporter={tripExporter}
        error={<ListErrorRetry />}
        pagination={<Pagination rowsPerPageOptions={[12, 24, 48]} />}
        component="div"
      >
        {view === 'table' ? <TripTable onView={setViewing} /> : <TripCardGrid onView={setViewing} />}
      </List>
      {viewing && <TripDetailsDialog trip={viewing} onClose={() => setViewing(null)} />}
    </>
  );
};

export default TripList;
