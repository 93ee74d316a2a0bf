/** docs/product.md#screens trip details modal: the media carousel, the info table, the description and links. */
import CloseIcon from '@mui/icons-material/Close';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import TableChartIcon from '@mui/icons-material/TableChart';
import {
  Button,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material';
import { daysText, formatDate, formatRupees, placeText } from '@travel/server/domain';
import type { Trip } from '@travel/server/entities';
import { MediaCarousel } from '../media/MediaCarousel.tsx';
import type { CarouselItem } from '../media/MediaCarousel.tsx';
import { tripDateText } from './tripText.ts';

export const carouselItemsOf = (trip: Pick<Trip, 'images' | 'video'>): CarouselItem[] => [
  ...trip.images.map((url) => ({ url, kind: 'image' as const })),
  ...(trip.video ? [{ url: trip.video, kind: 'video' as const }] : []),
];

export const TripDetailsDialog = ({ trip, onClose }: { trip: Trip; onClose: () => void }) => {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const rows: [string, React.ReactNode][] = [
    ['Destination', placeText(trip.place)],
    ['Date', tripDateText(trip)],
    ['Duration', daysText(trip.days)],
    ['Price', formatRupees(trip.price)],
    ['Created', formatDate(trip.createdAt)],
    ['Last Updated', formatDate(trip.updatedAt)],
    ['Status', <Chip key="status" label="Active" color="success" size="small" />],
  ];
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={fullScreen} aria-labelledby="trip-details-title">
      <DialogTitle id="trip-details-title" sx={{ pr: 6 }}>
        {placeText(trip.place)}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <MediaCarousel items={carouselItemsOf(trip)} title={placeText(trip.place)} />
        <Table size="small" sx={{ my: 2 }} aria-label="Trip information">
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: 160 }}>
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Description
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mb: 2 }}>
          {trip.description}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {trip.googleSheetUrl && (
            <Button
              variant="outlined"
              color="success"
              startIcon={<TableChartIcon />}
              href={trip.googleSheetUrl}
              target="_blank"
              rel="noopener"
            >
              Open Sheet
            </Button>
          )}
          {trip.itineraryPdf && (
            <Button
              variant="outlined"
              color="error"
              startIcon={<PictureAsPdfIcon />}
              href={trip.itineraryPdf}
              target="_blank"
              rel="noopener"
            >
              Itinerary PDF
            </Button>
          )}
        </Stack>
      </DialogContent>
    </Dialog>
  );
};
