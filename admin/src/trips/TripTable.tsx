/** Beyond the specification (docs/product.md#beyond-the-specification): the trips as a data grid, for admins who prefer a table. */
import VisibilityIcon from '@mui/icons-material/Visibility';
import { daysText, formatDate, formatRupees, placeText } from '@travel/server/domain';
import type { Trip } from '@travel/server/entities';
import EditIcon from '@mui/icons-material/Edit';
import { Button, DataTable, Link, useRecordContext } from 'react-admin';
import { BulkActions } from '../layout/BulkActions.tsx';
import { DeleteRecordButton } from '../layout/DeleteRecordButton.tsx';
import { FilteredEmpty } from '../layout/FilteredEmpty.tsx';
import { editPath } from '../layout/paths.ts';
import { NoTripsFound } from './NoTripsFound.tsx';
import { tripDateText } from './tripText.ts';

const ViewButton = ({ onView }: { onView: (trip: Trip) => void }) => {
  const trip = useRecordContext<Trip>();
  if (!trip) return null;
  return (
    <Button label="View" onClick={() => onView(trip)}>
      <VisibilityIcon />
    </Button>
  );
};

/** Columns typed with the trip record. */
const Column = DataTable.Col<Trip>;

/** react-admin's EditButton links to /trips/:id; the specification's edit route ends in /edit. */
const EditLink = () => {
  const trip = useRecordContext<Trip>();
  if (!trip) return null;
  return (
    <Button label="Edit" component={Link} to={editPath('trips', trip.id)}>
      <EditIcon />
    </Button>
  );
};

const RowDelete = () => {
  const trip = useRecordContext<Trip>();
  return trip ? <DeleteRecordButton record={trip} name={placeText(trip.place)} title="Delete Trip" /> : null;
};

export const TripTable = ({ onView }: { onView: (trip: Trip) => void }) => (
  <DataTable<Trip>
    bulkActionButtons={<BulkActions noun="trips" />}
    rowClick={false}
    empty={
      <FilteredEmpty>
        <NoTripsFound />
      </FilteredEmpty>
    }
  >
    <Column source="place" label="Destination" render={(trip) => placeText(trip.place)} />
    <Column source="days" label="Duration" disableSort render={(trip) => daysText(trip.days)} />
    <Column source="date" label="Date" render={(trip) => tripDateText(trip)} />
    <Column source="price" label="Price" align="right" render={(trip) => formatRupees(trip.price)} />
    <Column source="images" label="Images" disableSort align="right" render={(trip) => trip.images.length} />
    <Column source="createdAt" label="Created" render={(trip) => formatDate(trip.createdAt)} />
    <Column label="Actions" disableSort>
      <ViewButton onView={onView} />
      <EditLink />
      <RowDelete />
    </Column>
  </DataTable>
);
