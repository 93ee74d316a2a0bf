/**
 * docs/product.md#screens trip form (create and edit): every field of the trip entity, the product's (docs/product.md#rules) rules from the
 * domain module, media uploads (≤ 10 images, a video, an itinerary PDF) and a live preview.
 */
import { Box, Button as MuiButton, Card, CardContent, Stack, Typography } from '@mui/material';
import { calendarDay, limits, tripThemes, validateTrip } from '@travel/server/domain';
import type { TripRequirements } from '@travel/server/domain';
import { AutocompleteArrayInput, DateInput, Form, FormDataConsumer, Link, NumberInput, TextInput, useCreatePath } from 'react-admin';
import { requiredMark } from '../layout/formMarks.tsx';
import { SubmitButton } from '../layout/SubmitButton.tsx';
import { MediaPicker } from '../media/MediaPicker.tsx';
import { UploadProgressBar } from '../media/UploadProgressBar.tsx';
import { GroupDiscountInput } from './GroupDiscountInput.tsx';
import { CancellationPolicyInput, GstRateInput } from './TripMoneyInputs.tsx';
import { TripPreview } from './TripPreview.tsx';
import { requirementsToRecord, TripRequirementsInput } from './TripRequirementsInput.tsx';

/** Media fields are checked as files are picked (docs/product.md#rules upload rules); the rest here. */
export function validateTripForm(values: Record<string, unknown>) {
  const { images: _images, video: _video, itineraryPdf: _pdf, ...fields } = values;
  return validateTrip(fields);
}

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** What is sent: trimmed texts, and null for the optional fields left empty. */
export function tripFormToRecord(values: Record<string, unknown>) {
  return {
    ...values,
    place: trimmed(values.place),
    days: trimmed(values.days),
    description: trimmed(values.description),
    googleSheetUrl: trimmed(values.googleSheetUrl),
    startDate: blankToNull(values.startDate),
    endDate: blankToNull(values.endDate),
    date: blankToNull(values.date),
    groupSize: blankToNull(values.groupSize),
    placeHi: blankToNull(trimmed(values.placeHi)),
    descriptionHi: blankToNull(trimmed(values.descriptionHi)),
    price: Number(values.price),
    themes: Array.isArray(values.themes) ? values.themes : [],
    requirements: requirementsToRecord(values.requirements as Partial<TripRequirements> | undefined),
    // No tiers: null (no group discount).
    groupDiscount: Array.isArray(values.groupDiscount) && values.groupDiscount.length ? values.groupDiscount : null,
  };
}

/** The six Custom Journeys themes, as the site names them. */
const themeChoices = tripThemes.map((theme) => ({ id: theme.slug, name: theme.name }));

export const TripForm = ({ submitLabel }: { submitLabel: string }) => {
  const createPath = useCreatePath();
  const today = calendarDay();
  return (
    <Form validate={validateTripForm} noValidate>
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(280px, 2fr)' }, p: { xs: 1.5, sm: 2 } }}
      >
        <Box>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            Fields marked * are required.
          </Typography>
          <TextInput source="place" label="Destination" fullWidth validate={requiredMark} />
          {/* Which date visitors see where. */}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
            <DateInput
              source="startDate"
              label="Start Date"
              fullWidth
              inputProps={{ min: today }}
              helperText="Optional. First day; the trip card shows start – end"
            />
            <DateInput
              source="endDate"
              label="End Date"
              fullWidth
              inputProps={{ min: today }}
              helperText="Optional. Last day, after the start date"
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
            <DateInput
              source="date"
              label="Departure Date"
              fullWidth
              helperText="The departure date visitors see on the trip page (empty: the start date)"
            />
            <NumberInput source="price" label="Price (₹ per person)" fullWidth step={0.01} min={0} validate={requiredMark} />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
            <TextInput
              source="days"
              label="Duration (days)"
              fullWidth
              helperText="e.g. 4N/3D, 7 days, 2 weeks, Flexible"
              validate={requiredMark}
            />
            <NumberInput source="groupSize" label="Group Size (optional)" fullWidth step={1} min={1} />
            <GstRateInput />
          </Stack>
          <TextInput source="description" label="Description" multiline minRows={4} fullWidth validate={requiredMark} />
          <CancellationPolicyInput />
          <GroupDiscountInput />
          <TripRequirementsInput />
          <AutocompleteArrayInput
            source="themes"
            label="Themes"
            choices={themeChoices}
            fullWidth
            helperText="Optional. The Custom Journeys themes visitors can filter this trip by"
          />
          {/* The public site's Hindi pages show these; left empty, they show the English ones. */}
          <TextInput source="placeHi" label="Destination in Hindi" fullWidth helperText="Optional. Shown on the Hindi pages" />
          <TextInput
            source="descriptionHi"
            label="Description in Hindi"
            multiline
            minRows={3}
            fullWidth
            helperText="Optional. Empty: the Hindi pages show the English description"
          />
          <TextInput
            source="googleSheetUrl"
            label="Google Sheet URL"
            fullWidth
            helperText="Booking / payment tracking link"
            validate={requiredMark}
          />
          <MediaPicker
            source="images"
            label="Images"
            field="tripImages"
            multiple
            buttonLabel="Add images"
            hint={`Up to ${limits.tripImagesMax} images (JPG, PNG, GIF, WebP, HEIC), 50MB each. The first is the cover.`}
            orderable
          />
          <MediaPicker source="video" label="Video" field="tripVideo" buttonLabel="Choose video" hint="One video, max 100MB" />
          <MediaPicker
            source="itineraryPdf"
            label="Itinerary PDF"
            field="tripItinerary"
            buttonLabel="Choose PDF"
            hint="One PDF, max 10MB"
          />
        </Box>
        <Box>
          <Box sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
            <Typography variant="overline" color="text.secondary">
              Live preview
            </Typography>
            <FormDataConsumer>{({ formData }) => <TripPreview values={formData} />}</FormDataConsumer>
          </Box>
        </Box>
      </Box>
      <Card variant="outlined" sx={{ mx: { xs: 1.5, sm: 2 }, mb: 2 }}>
        <CardContent sx={{ '&:last-child': { pb: 2 } }}>
          <UploadProgressBar />
          <Stack direction="row" spacing={2} justifyContent="flex-end">
            <MuiButton component={Link} to={createPath({ resource: 'trips', type: 'list' })}>
              Cancel
            </MuiButton>
            <SubmitButton label={submitLabel} />
          </Stack>
        </CardContent>
      </Card>
    </Form>
  );
};
