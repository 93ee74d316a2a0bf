/** The card grid of the specification's Manage Trips: badges, place, days, date, price, description, actions. */
import EditIcon from '@mui/icons-material/Edit';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import TableChartIcon from '@mui/icons-material/TableChart';
import VideocamIcon from '@mui/icons-material/Videocam';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Button, Card, CardActions, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { daysText, formatRupees, placeText } from '@travel/server/domain';
import type { Trip } from '@travel/server/entities';
import { Link, useListContext } from 'react-admin';
import { CardBulkToolbar, SelectCardCheckbox } from '../layout/CardSelection.tsx';
import { DeleteRecordButton } from '../layout/DeleteRecordButton.tsx';
import { FilteredEmpty } from '../layout/FilteredEmpty.tsx';
import { editPath } from '../layout/paths.ts';
import { NoTripsFound } from './NoTripsFound.tsx';
import { tripDateText } from './tripText.ts';

const badgeSx = { position: 'absolute', bgcolor: 'rgba(0,0,0,0.65)', color: 'common.white', '& .MuiChip-icon': { color: 'inherit' } };

export const TripCard = ({ trip, onView }: { trip: Trip; onView: (trip: Trip) => void }) => {
  const cover = trip.images[0];
  return (
    <Card data-testid="trip-card" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ position: 'relative', height: 180, bgcolor: 'grey.200' }}>
        {cover ? (
          <Box
            component="img"
            src={cover}
            alt={placeText(trip.place)}
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Stack alignItems="center" justifyContent="center" sx={{ height: '100%', color: 'text.secondary' }}>
            <PhotoLibraryIcon />
            <Typography variant="caption">No images</Typography>
          </Stack>
        )}
        <Chip
          size="small"
          icon={<PhotoLibraryIcon />}
          label={trip.images.length}
          title={`${trip.images.length} images`}
          sx={{ ...badgeSx, top: 8, left: 8 }}
        />
        {trip.video && <Chip size="small" icon={<VideocamIcon />} label="Video" sx={{ ...badgeSx, top: 8, right: 56 }} />}
        <Box sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'rgba(255,255,255,0.9)', borderRadius: 1 }}>
          <SelectCardCheckbox id={trip.id} name={placeText(trip.place)} />
        </Box>
      </Box>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
          {placeText(trip.place)}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ my: 1 }} flexWrap="wrap" useFlexGap>
          <Chip size="small" label={daysText(trip.days)} />
          <Chip size="small" variant="outlined" label={tripDateText(trip)} />
        </Stack>
        <Typography variant="subtitle1" component="p" color="primary" fontWeight={700}>
          {formatRupees(trip.price)}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {trip.description}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
          {trip.itineraryPdf && (
            <Chip
              size="small"
              color="error"
              variant="outlined"
              icon={<PictureAsPdfIcon />}
              label="PDF"
              component="a"
              href={trip.itineraryPdf}
              target="_blank"
              rel="noopener"
              clickable
            />
          )}
          {trip.googleSheetUrl && (
            <Chip
              size="small"
              color="success"
              variant="outlined"
              icon={<TableChartIcon />}
              label="Sheet"
              component="a"
              href={trip.googleSheetUrl}
              target="_blank"
              rel="noopener"
              clickable
            />
          )}
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Button size="small" component={Link} to={editPath('trips', trip.id)} startIcon={<EditIcon />}>
          Edit
        </Button>
        <Button size="small" onClick={() => onView(trip)} startIcon={<VisibilityIcon />}>
          View
        </Button>
        <DeleteRecordButton record={trip} name={placeText(trip.place)} title="Delete Trip" />
      </CardActions>
    </Card>
  );
};

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' },
  p: { xs: 0, sm: 1 },
};

export const TripCardGrid = ({ onView }: { onView: (trip: Trip) => void }) => {
  const { data, isPending } = useListContext<Trip>();
  if (isPending) {
    return (
      <Box sx={gridSx}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={360} />
        ))}
      </Box>
    );
  }
  if (!data?.length) {
    return (
      <FilteredEmpty>
        <NoTripsFound />
      </FilteredEmpty>
    );
  }
  return (
    <>
      <CardBulkToolbar noun="trips" />
      <Box sx={gridSx}>
        {data.map((trip) => (
          <TripCard key={trip.id} trip={trip} onView={onView} />
        ))}
      </Box>
    </>
  );
};
